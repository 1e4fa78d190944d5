import { listBids } from "@/lib/bids/list-bids";
import { placeBid } from "@/lib/bids/place-bid";
import { placeBidSchema } from "@/lib/bids/schemas";
import { json, route } from "@/lib/http/route";
import { idParams } from "@/lib/validations/common";

export const GET = route({ access: "user", params: idParams }, ({ params, user }) => listBids({ jobId: params.id, viewer: user }));

export const POST = route(
  { access: "provider", params: idParams, body: placeBidSchema, roleMessage: "Only providers can place bids" },
  async ({ params, user, body }) => json({ bid: await placeBid({ jobId: params.id, provider: user, input: body }) }, 201),
);
