import "server-only";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { bidTransitions } from "@/lib/jobs/status";
import { bidInclude } from "./dto";

/** A provider withdraws their own open bid. */
export async function retractBid({ bidId, providerId }: { bidId: string; providerId: string }) {
  const { count } = await db.bid.updateMany({
    where: { id: bidId, providerId: providerId, status: { in: [...bidTransitions.retract.from] } },
    data: { status: bidTransitions.retract.to },
  });
  const bid = await db.bid.findUnique({ where: { id: bidId }, include: bidInclude });
  if (!bid) throw new AppError("bid_not_found", "Bid not found");
  if (count !== 1) {
    throw bid.providerId !== providerId
      ? new AppError("not_bid_owner", "You can only retract your own bids")
      : new AppError("bid_not_open", `This bid is ${bid.status} and can no longer be retracted`);
  }
  return bid;
}
