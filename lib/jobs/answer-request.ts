import "server-only";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import type { Job } from "@/lib/generated/prisma/client";
import { notificationOf } from "@/lib/notifications/events";
import { notify } from "@/lib/notifications/notify";
import { assertRequestPending } from "./request-answer";
import { transitionJob } from "./transition-job";

// The steps of a direct request besides its acceptance (a claim, lib/jobs/claim-job.ts) and its withdrawal (a
// cancel, lib/jobs/cancel-lawn.ts): the provider declines, the owner opens it to everyone, the sweep lapses it.
// Each is one conditional update, so of a decline racing an acceptance or a lapse exactly one happens.

/** Why a step on a request did not happen, once the job is read: unknown to anyone but its parties. */
function requestRefusal(job: Job | null, partyId: string, now: Date): AppError {
  if (!job || (job.ownerId !== partyId && job.providerId !== partyId))
    return new AppError("job_not_found", "Job not found");
  if (job.status !== "offered") return new AppError("job_not_open", "This request was already answered or withdrawn");
  try {
    assertRequestPending(job, now);
  } catch (refusal) {
    return refusal as AppError;
  }
  return new AppError("request_pending", "This request still waits for the provider's answer");
}

/** The provider asked declines: the owner is told, and may open the posting to everyone or withdraw it. */
export async function declineRequest({
  jobId,
  providerId,
  now = new Date(),
}: {
  jobId: string;
  providerId: string;
  now?: Date;
}) {
  return db.$transaction(async (tx) => {
    const [declined] = await tx.job.updateManyAndReturn({
      where: {
        id: jobId,
        providerId,
        status: "offered",
        offerDeclinedAt: null,
        offerLapsedAt: null,
        offerExpiresAt: { gt: now },
      },
      data: { offerDeclinedAt: now },
      include: { provider: { select: { fullName: true } } },
    });
    if (!declined) throw requestRefusal(await tx.job.findUnique({ where: { id: jobId } }), providerId, now);
    await notify(tx, [notificationOf.requestDeclined(declined, declined.provider?.fullName ?? "The provider")]);
    return declined;
  });
}

/**
 * The owner opens a declined or lapsed request to every provider: an open posting like any other from now, whose
 * providers in reach are owed their notification (the caller fans it out, as after a posting).
 */
export async function openRequest({
  jobId,
  ownerId,
  now = new Date(),
}: {
  jobId: string;
  ownerId: string;
  now?: Date;
}) {
  return db.$transaction(async (tx) => {
    const job = await transitionJob(
      {
        jobId,
        action: "openOffer",
        party: { ownerId },
        require: {
          OR: [{ offerDeclinedAt: { not: null } }, { offerLapsedAt: { not: null } }, { offerExpiresAt: { lte: now } }],
        },
        data: { providerId: null, offerExpiresAt: null, offerDeclinedAt: null, offerLapsedAt: null },
        explain: (job) => requestRefusal(job, ownerId, now),
      },
      tx,
    );
    await tx.nearbyFanOut.create({ data: { jobId } });
    return job;
  });
}

/**
 * The sweep (a periodic task): requests unanswered by their deadline lapse, and their owners are told. Instances
 * sweeping at once each lapse a request at most once: the update's condition is its own claim.
 */
export async function lapseRequests(now: Date = new Date()): Promise<number> {
  return db.$transaction(async (tx) => {
    const lapsed = await tx.$queryRaw<{ id: string; title: string; ownerId: string; providerName: string }[]>`
      UPDATE "Job" j SET "offerLapsedAt" = j."offerExpiresAt", "updatedAt" = ${now}
      FROM "User" p
      WHERE j."status" = 'offered' AND j."offerExpiresAt" <= ${now}
        AND j."offerDeclinedAt" IS NULL AND j."offerLapsedAt" IS NULL AND p."id" = j."providerId"
      RETURNING j."id", j."title", j."ownerId", p."fullName" AS "providerName"`;
    await notify(
      tx,
      lapsed.map((job) => notificationOf.requestLapsed(job, job.providerName)),
    );
    return lapsed.length;
  });
}
