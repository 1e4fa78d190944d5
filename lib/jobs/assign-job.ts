import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/errors";
import { claimLapsesAt, MAX_OPEN_CLAIMS } from "./claims";
import { jobInclude, type JobWithRelations } from "./dto";
import { lockJobThenUser } from "./lock-job";
import { transitionJob, type JobTransition } from "./transition-job";

type Assignment = Omit<JobTransition, "data"> & {
  action: "claim" | "acceptBid";
  providerId: string;
  now: Date;
  agreedPrice?: Prisma.Decimal;
  /** The 409 when the provider already holds MAX_OPEN_CLAIMS jobs waiting to start. */
  capMessage: string;
};

// The assigned job as responses show it, with its (new) provider's jobs waiting to start counted in the same read.
const assignedInclude = {
  ...jobInclude,
  provider: { select: { ...jobInclude.provider.select, _count: { select: { assignedJobs: { where: { status: "claimed" } } } } } },
} satisfies Prisma.JobInclude;

/**
 * Assigns an open job to a provider (their claim, or the owner accepting their bid) inside the caller's
 * transaction, with the claim's lapse deadline, and answers it with its relations (jobInclude). The job's lock
 * keeps its needed-by date still meanwhile; the provider's lock queues their assignments one after another, so
 * concurrent ones cannot overshoot the cap.
 */
export async function assignJob(
  tx: Prisma.TransactionClient,
  { providerId, now, agreedPrice, capMessage, ...transition }: Assignment,
): Promise<JobWithRelations> {
  const job = await lockJobThenUser(tx, transition.jobId, providerId);
  await transitionJob({ ...transition, data: { providerId, agreedPrice, claimedAt: now, claimLapsesAt: claimLapsesAt(now, job.neededBy) } }, tx);
  // Read after the update, so the refusal of a state error (409/422 above) comes first, and after the provider's
  // lock, so the count sees every assignment of theirs that went before. Throwing rolls back.
  const assigned = await tx.job.findUniqueOrThrow({ where: { id: transition.jobId }, include: assignedInclude });
  if ((assigned.provider?._count.assignedJobs ?? 0) > MAX_OPEN_CLAIMS) throw new AppError("CONFLICT", capMessage);
  return assigned;
}
