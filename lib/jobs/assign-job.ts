import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/errors";
import { lockUser } from "@/lib/users/lock-user";
import { claimLapsesAt, MAX_OPEN_CLAIMS } from "./claims";
import { lockJob } from "./lock-job";
import { transitionJob, type JobTransition } from "./transition-job";

type Assignment = Omit<JobTransition, "data"> & {
  action: "claim" | "acceptBid";
  providerId: string;
  now: Date;
  agreedPrice?: Prisma.Decimal;
  /** The 409 when the provider already holds MAX_OPEN_CLAIMS jobs waiting to start. */
  capMessage: string;
};

/**
 * Assigns an open job to a provider (their claim, or the owner accepting their bid) inside the caller's
 * transaction, with the claim's lapse deadline. The job's lock keeps its needed-by date still meanwhile; the
 * provider's lock queues their assignments one after another, so concurrent ones cannot overshoot the cap.
 */
export async function assignJob(tx: Prisma.TransactionClient, { providerId, now, agreedPrice, capMessage, ...transition }: Assignment) {
  const job = await lockJob(tx, transition.jobId);
  await lockUser(tx, providerId);
  const assigned = await transitionJob(
    { ...transition, data: { providerId, agreedPrice, claimedAt: now, claimLapsesAt: claimLapsesAt(now, job.neededBy) } },
    tx,
  );
  // Counted after the update, so the refusal of a state error (409/422 above) comes first. Throwing rolls back.
  const waiting = await tx.job.count({ where: { providerId, status: "claimed" } });
  if (waiting > MAX_OPEN_CLAIMS) throw new AppError("CONFLICT", capMessage);
  return assigned;
}
