import { z } from "zod";
import { bidDtoSchema, bidListSchema, toBidDto } from "@/lib/bids/dto";
import { listBidsJson } from "@/lib/bids/list-bids";
import { placeBid } from "@/lib/bids/place-bid";
import { placeBidSchema } from "@/lib/bids/schemas";
import { json, jsonText, route } from "@/lib/http/route";
import { idParams } from "@/lib/validations/common";

export const GET = route(
  { access: "user", params: idParams, response: bidListSchema, summary: "A job's bids" },
  async ({ params, user }) => jsonText(await listBidsJson({ jobId: params.id, viewer: user })),
);

export const POST = route(
  {
    access: "provider",
    params: idParams,
    body: placeBidSchema,
    roleMessage: "Only providers can place bids",
    rateLimit: "placeBid",
    response: z.object({ bid: bidDtoSchema }),
    status: 201,
    summary: "Bid on a job",
  },
  async ({ params, user, body }) =>
    json({ bid: toBidDto(await placeBid({ jobId: params.id, providerId: user.id, input: body }), user) }, 201),
);
