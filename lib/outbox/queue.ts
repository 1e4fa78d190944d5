import "server-only";
import { Logger, run } from "graphile-worker";
import pg from "pg";
import { z } from "zod";
import { periodicCronItems, periodicTaskList } from "@/lib/background/cron";
import type { PeriodicTask } from "@/lib/background/periodic-tasks";
import { db } from "@/lib/db/client";
import { deliverOutboxMessage } from "./deliver";
import type { Senders } from "./senders";
import { logger } from "@/lib/log/logger";

export const DELIVER_TASK = "deliver_outbox_message";

const payloadSchema = z.object({ id: z.uuid() });

// graphile-worker's own retries are for the unexpected (a database error mid-task); delivery failures are
// recorded on the outbox row and come back through the relay with the outbox's backoff.
const QUEUE_MAX_ATTEMPTS = 5;

/**
 * The relay on PostgreSQL: hands due outbox messages to graphile-worker. One statement marks each message queued
 * and adds its job (keyed by the message, run at its next attempt), skipping rows another instance's relay holds,
 * so a message is queued once per attempt however many instances relay. A claim whose lease ran out (a worker
 * died mid-send) is queued again.
 */
export async function relayDueMessages(now = new Date(), limit = 100): Promise<number> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    WITH due AS (
      SELECT "id" FROM "OutboxMessage"
      WHERE ("status" = 'pending' AND "queuedAt" IS NULL) OR ("status" = 'sending' AND "lockedUntil" < ${now})
      ORDER BY "nextAttemptAt"
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    ), queued AS (
      UPDATE "OutboxMessage" AS message SET "queuedAt" = ${now}
      FROM due WHERE message."id" = due."id"
      RETURNING message."id", message."nextAttemptAt"
    )
    SELECT queued."id"::text AS "id", graphile_worker.add_job(
      ${DELIVER_TASK},
      json_build_object('id', queued."id"),
      run_at := queued."nextAttemptAt" AT TIME ZONE 'UTC',
      job_key := 'outbox:' || queued."id",
      max_attempts := ${QUEUE_MAX_ATTEMPTS}::smallint
    ) IS NOT NULL AS "added"
    FROM queued`;
  return rows.length;
}

// Warnings and errors only: the worker's routine info lines would drown the server's log.
const quietLogger = new Logger(() => (level, message) => {
  if (level === "error") logger.error({ queue: "graphile-worker" }, message);
  else if (level === "warning") logger.warn({ queue: "graphile-worker" }, message);
});

/** A running queue runner; `stop` resolves once its jobs have finished and its connections are closed. */
export type OutboxQueue = { stop: () => Promise<void> };

/**
 * A graphile-worker runner on PostgreSQL (it installs its schema, graphile_worker, on first start): it delivers outbox
 * messages and runs the periodic tasks it is given on graphile-worker's cron, each once per tick in the cluster
 * (lib/background/cron.ts). Jobs are taken with SKIP LOCKED and woken by LISTEN/NOTIFY; the outbox's conditional claim and
 * "mark sent" make a delivery idempotent even if a job ran twice.
 *
 * The connection pool is ours, not the runner's: a pool it makes loses its error handlers when it stops while its
 * connections are still closing, so the server ending one then (a restart, a dropped database) was an uncaught
 * error; and stopping waits here until every connection is closed.
 */
export async function startOutboxQueue({
  connectionString,
  senders,
  concurrency = 2,
  periodic = [],
  backfillPeriod = 0,
}: {
  connectionString: string;
  senders: Senders;
  concurrency?: number;
  periodic?: PeriodicTask[];
  /** How far back (milliseconds) to add the periodic ticks missed while no instance ran; none by default. */
  backfillPeriod?: number;
}): Promise<OutboxQueue> {
  const pool = new pg.Pool({ connectionString });
  const logError = (error: Error) => quietLogger.error(`PostgreSQL connection error: ${error.message}`, { error });
  pool.on("error", logError);
  pool.on("connect", (client) => client.on("error", logError));
  try {
    const runner = await run({
      pgPool: pool,
      // A periodic task holds its slot for its tick: deliveries keep their own.
      concurrency: concurrency + periodic.length,
      noHandleSignals: true,
      pollInterval: 2_000,
      logger: quietLogger,
      taskList: {
        [DELIVER_TASK]: async (payload) => {
          await deliverOutboxMessage(payloadSchema.parse(payload).id, senders);
        },
        ...periodicTaskList(periodic),
      },
      parsedCronItems: periodicCronItems(periodic, backfillPeriod),
    });
    return {
      stop: async () => {
        await runner.stop();
        await pool.end();
      },
    };
  } catch (error) {
    await pool.end();
    throw error;
  }
}
