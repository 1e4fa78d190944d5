import "server-only";
import type { Job, Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/errors";
import { CLAIM_LAPSED_MESSAGE } from "./claims";

/**
 * The assigned provider's claim still holds: a claimed job only until its lapse deadline, whether or not the sweep
 * has run yet, so a start racing the lapse is decided by the clock first and by the row lock second.
 */
export function claimStillHeld(now: Date): Prisma.JobWhereInput {
  return { OR: [{ status: { not: "claimed" } }, { claimLapsesAt: { gt: now } }] };
}

const past = { start: "started", complete: "completed", release: "released" } as const;

/**
 * Why the assigned provider's start, completion or release was refused: their claim ended (lapsed, also when due
 * but not yet swept, or released) 409; the job's status does not allow it 409; never theirs 403.
 */
export async function explainProviderRefusal(
  tx: Prisma.TransactionClient,
  job: Job,
  { providerId, now, verb }: { providerId: string; now: Date; verb: keyof typeof past },
): Promise<AppError> {
  if (job.providerId === providerId) {
    if (job.status === "claimed" && job.claimLapsesAt && job.claimLapsesAt <= now)
      return new AppError("claim_lapsed", CLAIM_LAPSED_MESSAGE);
    return new AppError("job_wrong_status", `A job that is ${job.status.replace("_", " ")} cannot be ${past[verb]}`);
  }
  const ended = await tx.jobEvent.findFirst({ where: { jobId: job.id, providerId }, orderBy: { createdAt: "desc" } });
  if (ended?.kind === "lapsed") return new AppError("claim_lapsed", CLAIM_LAPSED_MESSAGE);
  if (ended?.kind === "released")
    return new AppError("claim_released", "You released this job: it is open to other providers again");
  return new AppError("not_assigned_provider", `Only the provider assigned to this job can ${verb} it`);
}
