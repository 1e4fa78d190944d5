import { z } from "zod";
import { bidDtoSchema, toBidDto } from "@/lib/bids/dto";
import { retractBid } from "@/lib/bids/retract-bid";
import { route } from "@/lib/http/route";
import { idParams } from "@/lib/validations/common";

export const POST = route(
  {
    access: "provider",
    params: idParams,
    roleMessage: "Only providers can retract bids",
    response: z.object({ bid: bidDtoSchema, job_id: z.string() }),
    summary: "Retract your bid",
  },
  async ({ params, user }) => {
    const bid = toBidDto(await retractBid({ bidId: params.id, providerId: user.id }), user);
    return { bid, job_id: bid.job_id };
  },
);
