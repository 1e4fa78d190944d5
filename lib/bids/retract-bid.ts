import "server-only";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { BIDDING_CLOSED_MESSAGE } from "@/lib/jobs/bidding";
import { bidTransitions } from "@/lib/jobs/status";
import { bidInclude } from "./dto";

/** A provider withdraws their own open bid, while the job's bidding is open (the ranking is final at the close). */
export async function retractBid({
  bidId,
  providerId,
  now = new Date(),
}: {
  bidId: string;
  providerId: string;
  now?: Date;
}) {
  const { count } = await db.bid.updateMany({
    where: {
      id: bidId,
      providerId: providerId,
      status: { in: [...bidTransitions.retract.from] },
      job: { OR: [{ biddingClosesAt: null }, { biddingClosesAt: { gt: now } }] },
    },
    data: { status: bidTransitions.retract.to },
  });
  const bid = await db.bid.findUnique({ where: { id: bidId }, include: bidInclude });
  if (!bid) throw new AppError("bid_not_found", "Bid not found");
  if (count !== 1) {
    if (bid.providerId !== providerId) throw new AppError("not_bid_owner", "You can only retract your own bids");
    if (bid.status === "open") throw new AppError("bidding_closed", BIDDING_CLOSED_MESSAGE);
    throw new AppError("bid_not_open", `This bid is ${bid.status} and can no longer be retracted`);
  }
  return bid;
}
