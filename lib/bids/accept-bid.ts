import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { getJob } from "@/lib/jobs/get-job";
import { bidTransitions } from "@/lib/jobs/status";
import { transitionJob } from "@/lib/jobs/transition-job";

export const BID_ACCEPTED_MESSAGE = "The bid has been accepted and the job assigned.";

/**
 * The job's owner accepts an open bid. One transaction: the job is assigned to the bidder (a conditional update
 * that also locks the job, so of two accepts only one proceeds), the bid accepted, the other open bids expired.
 */
export async function acceptBid({ bidId, owner }: { bidId: string; owner: SessionUser }) {
  const bid = await db.bid.findUnique({ where: { id: bidId }, select: { jobId: true, providerId: true, amount: true } });
  if (!bid) throw new AppError("NOT_FOUND", "Bid not found");
  await db.$transaction(async (tx) => {
    await transitionJob(
      {
        jobId: bid.jobId,
        action: "acceptBid",
        party: { ownerId: owner.id },
        data: { providerId: bid.providerId, agreedPrice: bid.amount, claimedAt: new Date() },
        explain: (job) =>
          job.ownerId !== owner.id
            ? new AppError("FORBIDDEN", "Only the job's owner can accept its bids")
            : new AppError("CONFLICT", "This job is no longer open"),
      },
      tx,
    );
    const accepted = await tx.bid.updateMany({
      where: { id: bidId, status: { in: [...bidTransitions.accept.from] } },
      data: { status: bidTransitions.accept.to },
    });
    // Throwing rolls the job assignment back too.
    if (accepted.count !== 1) throw new AppError("CONFLICT", "This bid is no longer open");
    await tx.bid.updateMany({
      where: { jobId: bid.jobId, id: { not: bidId }, status: { in: [...bidTransitions.expire.from] } },
      data: { status: bidTransitions.expire.to },
    });
  });
  return { job: await getJob(bid.jobId, owner), message: BID_ACCEPTED_MESSAGE };
}
