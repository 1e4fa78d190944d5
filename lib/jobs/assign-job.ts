import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/errors";
import { isPastClaimCap } from "./claim-cap";
import { claimLapsesAt } from "./claims";
import { recordContactDisclosure } from "./contact-disclosures";
import type { JobWithRelations } from "./dto";
import { loadJob } from "./load-jobs";
import { lockJob } from "./lock-job";
import { transitionJob, type JobTransition } from "./transition-job";

type Assignment = Omit<JobTransition, "data"> & {
  action: "acceptBid" | "acceptPlanBid";
  providerId: string;
  now: Date;
  agreedPrice?: Prisma.Decimal;
  /** The 409 when the provider already holds MAX_OPEN_CLAIMS jobs waiting to start. */
  capMessage: string;
};

/**
 * Assigns an open job to a provider (the owner accepting their bid) inside the caller's transaction, with the claim's
 * lapse deadline, records that the owner's contact details are shown to the provider, and answers it with its
 * relations (loadJob). The job's lock keeps its needed-by date still
 * meanwhile. The database keeps the cap: the update's trigger adds the job to the provider's count, after any
 * concurrent assignment of theirs, and refuses a count past MAX_OPEN_CLAIMS (migration claims_waiting).
 */
export async function assignJob(
  tx: Prisma.TransactionClient,
  { providerId, now, agreedPrice, capMessage, ...transition }: Assignment,
): Promise<JobWithRelations> {
  const job = await lockJob(tx, transition.jobId);
  try {
    await transitionJob(
      {
        ...transition,
        // A recurring job's plan starts with the hire, so it has no claim to lapse.
        data:
          transition.action === "acceptPlanBid"
            ? { providerId, agreedPrice, claimedAt: now, startedAt: now, claimLapsesAt: null }
            : { providerId, agreedPrice, claimedAt: now, claimLapsesAt: claimLapsesAt(now, job.neededBy) },
      },
      tx,
    );
  } catch (error) {
    // Throwing rolls back.
    if (isPastClaimCap(error)) throw new AppError("provider_claim_cap_reached", capMessage);
    throw error;
  }
  await recordContactDisclosure(tx, { jobId: transition.jobId, providerId, at: now });
  const assigned = await loadJob(transition.jobId, tx);
  // The job was locked and changed above, within this transaction.
  if (!assigned) throw new Error(`assigned job ${transition.jobId} is missing`);
  return assigned;
}
