import "server-only";
import { parseCronItems, type JobHelpers, type ParsedCronItem, type Task } from "graphile-worker";
import type { PeriodicTask } from "./periodic-tasks";

const MINUTE = 60_000;

/** The graphile-worker task a periodic task runs as (its cron identifier too). */
export const cronTaskName = (task: PeriodicTask) => `periodic:${task.name}`;

/** Every N minutes ("*∕N * * * *"), or every minute for a task due more often (it repeats within its minute). */
function cronPattern(everyMs: number): string {
  const minutes = Math.max(1, Math.round(everyMs / MINUTE));
  if (minutes === 1) return "* * * * *";
  if (minutes % 60 === 0) return `0 */${minutes / 60} * * *`;
  return `*/${minutes} * * * *`;
}

/**
 * The crontab of the periodic tasks on PostgreSQL. graphile-worker records each item's last tick in its
 * known_crontabs table and adds a tick's job only where it advanced that row, so however many instances run the same
 * crontab, one job runs per task per tick. `backfillPeriod` (milliseconds) adds the ticks missed while no instance ran.
 */
export function periodicCronItems(tasks: PeriodicTask[], backfillPeriod = 0): ParsedCronItem[] {
  return parseCronItems(
    tasks.map((task) => ({
      task: cronTaskName(task),
      identifier: cronTaskName(task),
      match: cronPattern(task.everyMs),
      // A failed tick is not retried: the next tick does the same work.
      options: { backfillPeriod, maxAttempts: 1 },
    })),
  );
}

type CronPayload = { _cron?: { ts: string; backfilled?: boolean } };

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * The graphile-worker tasks that run the periodic tasks. A task due more often than once a minute runs every
 * `everyMs` within its tick's minute (one job, so still one run at a time in the cluster), stopping early when the
 * runner shuts down; a backfilled tick runs once.
 */
export function periodicTaskList(tasks: PeriodicTask[]): Record<string, Task> {
  return Object.fromEntries(
    tasks.map((task) => [
      cronTaskName(task),
      async (payload: unknown, helpers: JobHelpers) => {
        const tick = (payload as CronPayload)?._cron;
        const until = (tick ? new Date(tick.ts).getTime() : Date.now()) + MINUTE - task.everyMs / 2;
        const repeats = task.everyMs < MINUTE && !tick?.backfilled;
        for (;;) {
          await task.run(new Date(), tick && new Date(tick.ts));
          if (!repeats || helpers.abortSignal.aborted || Date.now() + task.everyMs > until) return;
          await pause(task.everyMs, helpers.abortSignal);
          if (helpers.abortSignal.aborted) return;
        }
      },
    ]),
  );
}
