import "server-only";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { logger } from "@/lib/log/logger";
import { notificationOf } from "./events";
import { outboxInsertSql } from "./notify";
import { providersNearSql } from "./providers-near";

/** How long a posting's own after-response fan-out has before the sweep does it instead. */
export const NEARBY_FAN_OUT_GRACE_MS = 30_000;

/**
 * Tells every provider whose service radius reaches a newly posted job about it, once. The posting left a
 * NearbyFanOut row saying the fan-out is owed; deleting it is the claim, so of several fan-outs of one job (the
 * posting's after-response step, sweeps on other instances) exactly one gets the row, and it writes the
 * notifications and their outbox rows in the claim's transaction: a fan-out that fails leaves the row for the sweep.
 * A job no longer open by then (cancelled, or already claimed) notifies no one; a deleted job took its row with it.
 * Answers how many providers it notified, or null when it had nothing to claim.
 */
export async function notifyProvidersNearby(jobId: string): Promise<number | null> {
  return db.$transaction(async (tx) => {
    const { count } = await tx.nearbyFanOut.deleteMany({ where: { jobId } });
    if (count === 0) return null;
    const job = await tx.job.findUnique({
      where: { id: jobId },
      select: { id: true, title: true, location: true, ownerId: true, status: true, latitude: true, longitude: true },
    });
    if (job?.status !== "open" || job.latitude === null || job.longitude === null) return 0;
    const { type, title, body } = notificationOf.jobPostedNearby(job);
    // One statement, whatever the number of providers in reach: no row of it passes through JavaScript.
    const [{ notified }] = await tx.$queryRaw<{ notified: number }[]>`
      WITH notified AS (
        INSERT INTO "Notification" ("id", "userId", "type", "jobId", "title", "body")
        SELECT gen_random_uuid(), near."id", ${type}::"NotificationType", ${job.id}::uuid, ${title}, ${body}
        FROM (${providersNearSql({ latitude: job.latitude, longitude: job.longitude }, job.ownerId)}) near
        RETURNING "id", "userId"
      ), queued AS (${outboxInsertSql(Prisma.sql`notified`)})
      SELECT count(*)::int AS notified FROM notified`;
    return notified;
  });
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
    select: { jobId: true },
  });
  for (const { jobId } of owed) {
    await notifyProvidersNearby(jobId).catch((err: unknown) => logger.error({ err, jobId }, "nearby fan-out failed"));
  }
  return owed.length;
}
