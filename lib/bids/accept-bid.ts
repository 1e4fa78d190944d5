import "server-only";
import { areSeparated } from "@/lib/blocks/separation";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { assertCanHireByCard } from "@/lib/stripe/cards";
import type { Prisma } from "@/lib/generated/prisma/client";
import { assignJob } from "@/lib/jobs/assign-job";
import { ACCEPT_CAP_MESSAGE } from "@/lib/jobs/claims";
import { notificationOf } from "@/lib/notifications/events";
import { notify } from "@/lib/notifications/notify";
import { bidTransitions } from "@/lib/jobs/status";
import { generateVisits } from "@/lib/plans/generate-visits";
import { planStartFor, startPlan } from "@/lib/plans/start-plan";

type AcceptedBid = { id: string; jobId: string; providerId: string; amount: Prisma.Decimal };

/**
 * The job's owner accepts an open bid. One transaction: the job is assigned to the bidder (a conditional update
 * under the job's lock, so of two accepts only one proceeds; refused if the bidder already holds MAX_OPEN_CLAIMS
 * jobs waiting to start), the bid accepted, the other open bids expired, and every bidder told how their bid ended.
 */
export async function acceptBid({ bidId, ownerId, now = new Date() }: { bidId: string; ownerId: string; now?: Date }) {
  const bid = await db.bid.findUnique({
    where: { id: bidId },
    select: { id: true, jobId: true, providerId: true, amount: true },
  });
  // A bid from a provider a block separates the owner from is not theirs to accept (lib/blocks/separation.ts).
  if (!bid || (await areSeparated(ownerId, bid.providerId))) throw new AppError("bid_not_found", "Bid not found");
  await assertCanHireByCard(ownerId);
  const { job, planId } = await db.$transaction((tx) => acceptBidWithin(tx, { bid, ownerId, now }));
  // The plan's first weeks are laid out at once (the periodic generator would within the hour).
  if (planId) await generateVisits(now, { planIds: [planId] });
  return job;
}

/** acceptBid's work on the caller's transaction: also the award at a posting's close (lib/jobs/close-bidding.ts). */
export async function acceptBidWithin(
  tx: Prisma.TransactionClient,
  { bid, ownerId, now }: { bid: AcceptedBid; ownerId: string; now: Date },
) {
  const posting = await tx.job.findUnique({ where: { id: bid.jobId } });
  if (!posting) throw new AppError("bid_not_found", "Bid not found");
  // A recurring posting's accepted bid is its price per visit: the hire starts the plan, in the same transaction.
  const plan = planStartFor(posting, bid.providerId, bid.amount);
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
    where: { id: bid.id, status: { in: [...bidTransitions.accept.from] } },
    data: { status: bidTransitions.accept.to },
  });
  // Throwing rolls the job assignment back too.
  if (accepted.count !== 1) throw new AppError("bid_not_open", "This bid is no longer open");
  const expired = await tx.bid.updateManyAndReturn({
    where: { jobId: bid.jobId, id: { not: bid.id }, status: { in: [...bidTransitions.expire.from] } },
    data: { status: bidTransitions.expire.to },
    select: { providerId: true },
  });
  await notify(tx, [
    notificationOf.bidAccepted(job, bid.providerId),
    ...expired.map((other) => notificationOf.bidExpired(job, other.providerId)),
  ]);
  if (plan) await startPlan(tx, plan);
  return { job, planId: plan?.id ?? null };
}
