import "server-only";
import { db } from "@/lib/db/client";
import { Prisma, type Job } from "@/lib/generated/prisma/client";
import { logger } from "@/lib/log/logger";
import { notificationOf } from "./events";
import { outboxInsertSql } from "./notify";
import { providersNearSql } from "./providers-near";

/** How long a posting's own after-response fan-out has before the sweep does it instead. */
export const NEARBY_FAN_OUT_GRACE_MS = 30_000;

/** What a fan-out needs of the posted job: its words (title, location) and the point whose providers hear of it. */
export type PostedJob = Pick<Job, "id" | "title" | "location" | "ownerId" | "latitude" | "longitude">;

/**
 * Tells every provider whose service radius reaches a newly posted job about it, once. The posting left a
 * NearbyFanOut row saying the fan-out is owed; deleting it is the claim, so of several fan-outs of one job (the
 * posting's after-response step, sweeps on other instances) exactly one gets the row, and it writes the
 * notifications and their outbox rows. One statement claims, checks the job is still open and writes, whatever the
 * number of providers in reach, so it holds or fails as a whole: a fan-out that fails leaves the row for the sweep,
 * and no row of it passes through JavaScript. A job no longer open by then (cancelled, or already claimed) notifies
 * no one; a deleted job took its row with it. Answers how many providers it notified, or null when it had nothing to
 * claim.
 */
export async function notifyProvidersNearby(job: PostedJob): Promise<number | null> {
  const { latitude, longitude } = job;
  if (latitude === null || longitude === null) {
    const { count } = await db.nearbyFanOut.deleteMany({ where: { jobId: job.id } });
    return count === 0 ? null : 0;
  }
  const { type, title, body } = notificationOf.jobPostedNearby(job);
  const [{ claimed, notified }] = await db.$queryRaw<{ claimed: number; notified: number }[]>`
    WITH claimed AS (
      DELETE FROM "NearbyFanOut" WHERE "jobId" = ${job.id}::uuid RETURNING "jobId"
    ), notified AS (
      INSERT INTO "Notification" ("id", "userId", "type", "jobId", "title", "body")
      SELECT gen_random_uuid(), near."id", ${type}::"NotificationType", ${job.id}::uuid, ${title}, ${body}
      FROM (${providersNearSql({ latitude, longitude }, job.ownerId)}) near
      WHERE EXISTS (SELECT FROM claimed JOIN "Job" j ON j."id" = claimed."jobId" WHERE j."status" = 'open')
      RETURNING "id", "userId"
    ), queued AS (${outboxInsertSql(Prisma.sql`notified`)})
    SELECT (SELECT count(*) FROM claimed)::int AS claimed, (SELECT count(*) FROM notified)::int AS notified`;
  return claimed === 0 ? null : notified;
}

/**
 * The periodic sweep (lib/background/periodic-tasks.ts): fans out the jobs still owed after the grace period, whose
 * after-response step never ran (the server stopped first) or failed. Oldest first; one job's failure is logged and
 * does not hold up the others.
 */
export async function sweepOwedNearbyFanOuts(now: Date, limit = 20): Promise<number> {
  const owed = await db.nearbyFanOut.findMany({
    where: { createdAt: { lte: new Date(now.getTime() - NEARBY_FAN_OUT_GRACE_MS) } },
    orderBy: { createdAt: "asc" },
    take: limit,
    select: { job: { select: { id: true, title: true, location: true, ownerId: true, latitude: true, longitude: true } } },
  });
  for (const { job } of owed) {
    await notifyProvidersNearby(job).catch((err: unknown) => logger.error({ err, jobId: job.id }, "nearby fan-out failed"));
  }
  return owed.length;
}
