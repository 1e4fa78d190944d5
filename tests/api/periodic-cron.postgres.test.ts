import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import type { PeriodicTask } from "@/lib/background/periodic-tasks";
import { startOutboxQueue, type OutboxQueue } from "@/lib/outbox/queue";
import type { Senders } from "@/lib/outbox/senders";

const connectionString = process.env.TEST_DATABASE_URL!;
const senders = {} as Senders;
const MINUTE = 60_000;

describe("periodic tasks on graphile-worker's cron", () => {
  const runners: OutboxQueue[] = [];
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((runner) => runner.stop()));
  });

  it("runs a task once per tick however many instances run the same crontab", async () => {
    const name = `cron-test-${Date.now()}`;
    const ticks: string[] = [];
    const task: PeriodicTask = {
      name,
      everyMs: MINUTE,
      run: async (_now, tick) => {
        ticks.push(tick!.toISOString());
      },
    };
    // The first start makes the crontab known (and installs graphile-worker's schema); then it is as if every
    // instance had been down for five minutes, and two start at once, each back-filling the last four.
    runners.push(await startOutboxQueue({ connectionString, senders, periodic: [task] }));
    await runners.pop()!.stop();
    const pool = new pg.Pool({ connectionString });
    try {
      const { rowCount } = await pool.query(
        `UPDATE graphile_worker._private_known_crontabs
         SET known_since = now() - interval '5 minutes', last_execution = NULL WHERE identifier = $1`,
        [`periodic:${name}`],
      );
      expect(rowCount).toBe(1);
    } finally {
      await pool.end();
    }
    const twice = () => startOutboxQueue({ connectionString, senders, periodic: [task], backfillPeriod: 4 * MINUTE });
    runners.push(...(await Promise.all([twice(), twice()])));

    await expect.poll(() => ticks.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(4);
    // Both runners have had their back-fill's jobs in front of them: nothing more comes until the next minute.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(new Set(ticks).size).toBe(ticks.length);
    for (const tick of ticks) expect(new Date(tick).getUTCSeconds()).toBe(0);
  });
});
