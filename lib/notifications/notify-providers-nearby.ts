import "server-only";
import { db } from "@/lib/db/client";
import { Prisma, type Job } from "@/lib/generated/prisma/client";
import { logger } from "@/lib/log/logger";
import { notificationOf } from "./events";
import { outboxInsertSql } from "./notify";
import { providersNearSql, reachOf, type Reach } from "./providers-near";

/** How long a posting's own after-response fan-out has before the sweep does it instead. */
export const NEARBY_FAN_OUT_GRACE_MS = 30_000;

/** The most postings one fan-out statement takes: a burst is written in several short statements, not one long one. */
const FAN_OUT_BATCH = 25;

/** What a fan-out needs of the posted job: its words (title, location) and the point whose providers hear of it. */
export type PostedJob = Pick<Job, "id" | "title" | "location" | "ownerId" | "latitude" | "longitude">;

/**
 * Tells every provider whose service radius reaches a newly posted job about it, once, for several jobs in one
 * statement. Each posting left a NearbyFanOut row saying its fan-out is owed; deleting it is the claim, so of several
 * fan-outs of one job (the posting's after-response step, sweeps on other instances) exactly one gets the row, and it
 * writes the notifications and their outbox rows. One statement claims, checks each job is still open and writes,
 * whatever the number of providers in reach, so it holds or fails as a whole: a fan-out that fails leaves its rows
 * for the sweep, and no row of it passes through JavaScript. A job no longer open by then (cancelled, or already
 * claimed), or without a position, notifies no one; a deleted job took its row with it. Fan-outs take turns across
 * every instance (an advisory lock for the transaction): background writes of hundreds of rows then keep at most one
 * database backend busy, however many instances post, and leave the rest to the requests. Answers, for each job it
 * claimed, how many providers it notified; a job it had nothing to claim for is absent.
 */
export async function notifyProvidersNearby(jobs: PostedJob[]): Promise<Map<string, number>> {
  // A job given twice would be joined to its one owed row twice, and notify each provider twice.
  const distinct = [...new Map(jobs.map((job) => [job.id, job])).values()];
  if (distinct.length === 0) return new Map();
  const posted = distinct.map((job) => {
    const placed = job.latitude !== null && job.longitude !== null;
    return {
      job,
      words: notificationOf.jobPostedNearby(job),
      reach: placed ? reachOf({ latitude: job.latitude!, longitude: job.longitude! }) : null,
    };
  });
  const column = <T>(value: (entry: (typeof posted)[number]) => T) => posted.map(value);
  const reach = (key: keyof Reach) => column((entry) => entry.reach?.[key] ?? null);
  const [, rows] = await db.$transaction([
    db.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('nearby-fan-out'))`,
    db.$queryRaw<{ jobId: string; notified: number }[]>`
    WITH posted AS (
      SELECT * FROM unnest(
        ${column((entry) => entry.job.id)}::uuid[], ${column((entry) => entry.job.ownerId)}::uuid[],
        ${column((entry) => entry.words.title)}::text[], ${column((entry) => entry.words.body)}::text[],
        ${reach("latitude")}::float8[], ${reach("longitude")}::float8[], ${reach("minLatitude")}::float8[],
        ${reach("maxLatitude")}::float8[], ${reach("minLongitude")}::float8[], ${reach("maxLongitude")}::float8[]
      ) AS posted ("jobId", "ownerId", "title", "body", "latitude", "longitude", "minLatitude", "maxLatitude", "minLongitude", "maxLongitude")
    ), claimed AS (
      DELETE FROM "NearbyFanOut" owed USING posted WHERE owed."jobId" = posted."jobId" RETURNING owed."jobId"
    ), notified AS (
      INSERT INTO "Notification" ("id", "userId", "type", "jobId", "title", "body")
      SELECT gen_random_uuid(), near."id", ${posted[0].words.type}::"NotificationType", posted."jobId", posted."title", posted."body"
      FROM claimed
      JOIN posted ON posted."jobId" = claimed."jobId"
      JOIN "Job" j ON j."id" = claimed."jobId" AND j."status" = 'open'
      CROSS JOIN LATERAL (${providersNearSql(Prisma.sql`posted`)}) near
      RETURNING "id", "userId", "jobId"
    ), queued AS (${outboxInsertSql(Prisma.sql`notified`)})
    SELECT claimed."jobId"::text AS "jobId", (SELECT count(*) FROM notified WHERE notified."jobId" = claimed."jobId")::int AS notified
    FROM claimed`,
  ]);
  return new Map(rows.map((row) => [row.jobId, row.notified]));
}

type Queued = { job: PostedJob; resolve: (notified: number | null) => void; reject: (error: unknown) => void };

// This process's postings waiting for their fan-out. Not shared state: every one is also owed in the database, and
// the sweep pays it if this process stops first.
const queued: Queued[] = [];
let draining = false;

/**
 * A posting's after-response fan-out. Each process runs one fan-out statement at a time, taking every posting queued
 * meanwhile (up to FAN_OUT_BATCH): a burst of postings then shares statements instead of each writing its own
 * hundreds of notifications at once, competing with the postings for the database. Answers, once its statement has
 * run, how many providers the job notified (null: it was not owed any more); rejects when that statement failed.
 */
export function fanOutAfterPosting(job: PostedJob): Promise<number | null> {
  const fannedOut = new Promise<number | null>((resolve, reject) => queued.push({ job, resolve, reject }));
  if (!draining) void drainQueued();
  return fannedOut;
}

async function drainQueued() {
  draining = true;
  try {
    while (queued.length > 0) {
      const batch = queued.splice(0, FAN_OUT_BATCH);
      try {
        const notified = await notifyProvidersNearby(batch.map((entry) => entry.job));
        for (const entry of batch) entry.resolve(notified.get(entry.job.id) ?? null);
      } catch (error) {
        for (const entry of batch) entry.reject(error);
      }
    }
  } finally {
    draining = false;
  }
}

/**
 * The periodic sweep (lib/background/periodic-tasks.ts): fans out the jobs still owed after the grace period, whose
 * after-response step never ran (the server stopped first) or failed. Oldest first, one job at a time, so one job's
 * failure is logged and does not hold up the others.
 */
export async function sweepOwedNearbyFanOuts(now: Date, limit = 20): Promise<number> {
  const owed = await db.nearbyFanOut.findMany({
    where: { createdAt: { lte: new Date(now.getTime() - NEARBY_FAN_OUT_GRACE_MS) } },
    orderBy: { createdAt: "asc" },
    take: limit,
    select: {
      job: { select: { id: true, title: true, location: true, ownerId: true, latitude: true, longitude: true } },
    },
  });
  for (const { job } of owed) {
    await notifyProvidersNearby([job]).catch((err: unknown) =>
      logger.error({ err, jobId: job.id }, "nearby fan-out failed"),
    );
  }
  return owed.length;
}
