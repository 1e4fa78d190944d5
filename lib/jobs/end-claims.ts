import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { JobEventKind } from "@/lib/generated/prisma/enums";
import { notificationOf } from "@/lib/notifications/events";
import { notify } from "@/lib/notifications/notify";
import { bidTransitions } from "./status";

/** A job whose claim ended is open again: no provider, no agreed price, no deadline. */
export const unclaimed = {
  providerId: null,
  agreedPrice: null,
  claimedAt: null,
  claimLapsesAt: null,
} satisfies Prisma.JobUncheckedUpdateManyInput;

/**
 * What follows the end of claims (released or lapsed), in the same transaction: the history row both sides see and,
 * for a job assigned by an accepted bid, the end of that bid and the re-opening of the bids its acceptance expired,
 * so the owner can accept another at once. The owner hears of it; so does a provider whose claim lapsed.
 */
export async function recordEndedClaims(
  tx: Prisma.TransactionClient,
  kind: JobEventKind,
  ended: { jobId: string; providerId: string; at: Date }[],
) {
  const jobIds = ended.map((claim) => claim.jobId);
  await tx.jobEvent.createMany({
    data: ended.map(({ jobId, providerId, at }) => ({ jobId, providerId, kind, createdAt: at })),
  });
  const acceptedBid = kind === "lapsed" ? bidTransitions.lapseAccepted : bidTransitions.releaseAccepted;
  await tx.bid.updateMany({
    where: { jobId: { in: jobIds }, status: { in: [...acceptedBid.from] } },
    data: { status: acceptedBid.to },
  });
  await tx.bid.updateMany({
    where: { jobId: { in: jobIds }, status: { in: [...bidTransitions.reopen.from] } },
    data: { status: bidTransitions.reopen.to },
  });
  const jobs = await tx.job.findMany({
    where: { id: { in: jobIds } },
    select: { id: true, title: true, ownerId: true },
  });
  const jobsById = new Map(jobs.map((job) => [job.id, job]));
  const providers = await tx.user.findMany({
    where: { id: { in: ended.map((claim) => claim.providerId) } },
    select: { id: true, fullName: true },
  });
  const providerNames = new Map(providers.map((provider) => [provider.id, provider.fullName]));
  await notify(
    tx,
    ended.flatMap(({ jobId, providerId }) => {
      const job = jobsById.get(jobId)!;
      return kind === "lapsed"
        ? [notificationOf.claimLapsed(job), notificationOf.ownClaimLapsed(job, providerId)]
        : [notificationOf.claimReleased(job, providerNames.get(providerId) ?? "The provider")];
    }),
  );
}
