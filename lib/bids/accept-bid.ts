import "server-only";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { assignJob } from "@/lib/jobs/assign-job";
import { ACCEPT_CAP_MESSAGE } from "@/lib/jobs/claims";
import { notificationOf } from "@/lib/notifications/events";
import { notify } from "@/lib/notifications/notify";
import { bidTransitions } from "@/lib/jobs/status";
import { generateVisits } from "@/lib/plans/generate-visits";
import { planStartFor, startPlan } from "@/lib/plans/start-plan";

/**
 * The job's owner accepts an open bid. One transaction: the job is assigned to the bidder (a conditional update
 * under the job's lock, so of two accepts only one proceeds; refused if the bidder already holds MAX_OPEN_CLAIMS
 * jobs waiting to start), the bid accepted, the other open bids expired, and every bidder told how their bid ended.
 */
export async function acceptBid({ bidId, ownerId, now = new Date() }: { bidId: string; ownerId: string; now?: Date }) {
  const bid = await db.bid.findUnique({
    where: { id: bidId },
    select: { jobId: true, providerId: true, amount: true },
  });
  if (!bid) throw new AppError("bid_not_found", "Bid not found");
  const posting = await db.job.findUnique({ where: { id: bid.jobId } });
  if (!posting) throw new AppError("bid_not_found", "Bid not found");
  // A recurring posting's accepted bid is its price per visit: the hire starts the plan, in the same transaction.
  const plan = planStartFor(posting, bid.providerId, bid.amount);
  const job = await db.$transaction(async (tx) => {
    const job = await assignJob(tx, {
      jobId: bid.jobId,
      providerId: bid.providerId,
      agreedPrice: bid.amount,
      now,
      action: plan ? "acceptPlanBid" : "acceptBid",
      party: { ownerId: ownerId },
      capMessage: ACCEPT_CAP_MESSAGE,
      explain: (job) =>
        job.ownerId !== ownerId
          ? new AppError("not_job_owner", "Only the job's owner can accept its bids")
          : new AppError("job_not_open", "This job is no longer open"),
    });
    const accepted = await tx.bid.updateMany({
      where: { id: bidId, status: { in: [...bidTransitions.accept.from] } },
      data: { status: bidTransitions.accept.to },
    });
    // Throwing rolls the job assignment back too.
    if (accepted.count !== 1) throw new AppError("bid_not_open", "This bid is no longer open");
    const expired = await tx.bid.updateManyAndReturn({
      where: { jobId: bid.jobId, id: { not: bidId }, status: { in: [...bidTransitions.expire.from] } },
      data: { status: bidTransitions.expire.to },
      select: { providerId: true },
    });
    await notify(tx, [
      notificationOf.bidAccepted(job, bid.providerId),
      ...expired.map((other) => notificationOf.bidExpired(job, other.providerId)),
    ]);
    if (plan) await startPlan(tx, plan);
    return job;
  });
  // The plan's first weeks are laid out at once (the periodic generator would within the hour).
  if (plan) await generateVisits(now, { planIds: [plan.id] });
  return job;
}
