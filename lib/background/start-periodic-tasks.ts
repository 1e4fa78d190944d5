import "server-only";
import { databaseTarget } from "@/lib/db/config";
import { logger } from "@/lib/log/logger";
import { startOutboxQueue } from "@/lib/outbox/queue";
import { configuredSenders } from "@/lib/outbox/senders";
import { periodicTasks, type PeriodicTask } from "./periodic-tasks";

// How long a server waits before trying again to start its queue runner (the database was down, say).
const RUNNER_RETRY_MS = 10_000;

function schedule(task: PeriodicTask) {
  let running = false;
  const tick = async () => {
    // A slow run is not overlapped by the next tick.
    if (running) return;
    running = true;
    try {
      await task.run(new Date());
    } catch (error) {
      logger.error({ err: error, task: task.name }, "periodic task failed");
    } finally {
      running = false;
    }
  };
  const timer = setInterval(tick, task.everyMs);
  // The timers never keep a stopping server alive.
  timer.unref();
  void tick();
  return timer;
}

/** The embedded database has one process: the tasks run on its timers. */
function startTimers(tasks: PeriodicTask[]) {
  const timers = tasks.map(schedule);
  return async () => timers.forEach(clearInterval);
}

/**
 * On PostgreSQL the tasks run on graphile-worker's cron in each instance's queue runner, which also delivers the
 * outbox: every instance runs the same crontab and each tick runs once in the cluster.
 */
function startRunner(connectionString: string, tasks: PeriodicTask[]) {
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let runner: Promise<{ stop: () => Promise<void> } | null> = Promise.resolve(null);
  const start = () => {
    runner = startOutboxQueue({ connectionString, senders: configuredSenders(), periodic: tasks }).catch((error) => {
      logger.error({ err: error }, "queue runner failed to start");
      if (!stopped) (retry = setTimeout(start, RUNNER_RETRY_MS)).unref();
      return null;
    });
  };
  start();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await (await runner)?.stop();
  };
}

/** Starts the periodic tasks once per server process (instrumentation.ts calls this at start-up). */
export function startPeriodicTasks(tasks: PeriodicTask[] = periodicTasks): () => Promise<void> {
  const target = databaseTarget();
  return target.kind === "pglite" ? startTimers(tasks) : startRunner(target.url, tasks);
}
