import { acceptBid } from "@/lib/bids/accept-bid";
import { BID_ACCEPTED_MESSAGE } from "@/lib/bids/messages";
import { route } from "@/lib/http/route";
import { jobWithMessageSchema, toJobDto } from "@/lib/jobs/dto";
import { idParams } from "@/lib/validations/common";

export const POST = route(
  { access: "user", params: idParams, response: jobWithMessageSchema, summary: "Accept a bid on your job" },
  async ({ params, user }) => ({
    job: toJobDto(await acceptBid({ bidId: params.id, ownerId: user.id }), user),
    message: BID_ACCEPTED_MESSAGE,
  }),
);
