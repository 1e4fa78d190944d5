import { describe, expect, it } from "vitest";
import { periodicTasks, periodicTasksFor } from "@/lib/background/periodic-tasks";

describe("PERIODIC_TASKS", () => {
  const names = (setting: string | undefined) => periodicTasksFor(setting).map((task) => task.name);

  it("runs every task when unset or 1, none for 0", () => {
    const all = periodicTasks.map((task) => task.name);
    expect(names(undefined)).toEqual(all);
    expect(names("1")).toEqual(all);
    expect(names("0")).toEqual([]);
  });

  it("runs only the tasks a comma-separated list names, and refuses a name it does not know", () => {
    expect(names("fold-job-counts")).toEqual(["fold-job-counts"]);
    expect(names(" outbox , fold-job-counts")).toEqual(["fold-job-counts", "outbox"]);
    expect(() => periodicTasksFor("fold-job-count")).toThrow("PERIODIC_TASKS names no such task: fold-job-count");
  });
});

describe("the periodic tasks' crontab (PostgreSQL)", () => {
  it("has every task, by its name, at most a minute apart", async () => {
    const { periodicCronItems, periodicTaskList, cronTaskName } = await import("@/lib/background/cron");
    const items = periodicCronItems(periodicTasks);
    const names = periodicTasks.map(cronTaskName);
    expect(items.map((item) => item.task)).toEqual(names);
    expect(items.map((item) => item.identifier)).toEqual(names);
    expect(Object.keys(periodicTaskList(periodicTasks))).toEqual(names);
    // graphile-worker matches a UTC minute as a digest of its fields.
    const at = (iso: string) => {
      const date = new Date(iso);
      return {
        min: date.getUTCMinutes(),
        hour: date.getUTCHours(),
        date: date.getUTCDate(),
        month: date.getUTCMonth() + 1,
        dow: date.getUTCDay(),
      };
    };
    const byName = Object.fromEntries(periodicTasks.map((task, i) => [task.name, items[i]]));
    // Every minute for the sub-minute tasks (they repeat within it), hourly for the sessions' sweep.
    expect(byName["fold-job-counts"].match(at("2026-01-01T10:07:00Z"))).toBe(true);
    expect(byName["sweep-expired-sessions"].match(at("2026-01-01T10:07:00Z"))).toBe(false);
    expect(byName["sweep-expired-sessions"].match(at("2026-01-01T10:00:00Z"))).toBe(true);
    expect(byName["sweep-rate-limits"].match(at("2026-01-01T10:20:00Z"))).toBe(true);
    expect(byName["sweep-rate-limits"].match(at("2026-01-01T10:21:00Z"))).toBe(false);
  });
});

describe("a sub-minute task on cron", () => {
  it("repeats within its tick's minute, and stops when the runner shuts down", async () => {
    const { periodicTaskList } = await import("@/lib/background/cron");
    let runs = 0;
    const controller = new AbortController();
    const task = {
      name: "often",
      everyMs: 20,
      run: async () => {
        if (++runs === 3) controller.abort();
      },
    };
    const handler = periodicTaskList([task])["periodic:often"];
    const helpers = { abortSignal: controller.signal } as Parameters<typeof handler>[1];
    await handler({ _cron: { ts: new Date().toISOString(), backfilled: false } }, helpers);
    expect(runs).toBe(3);

    // A back-filled tick (a minute long past) runs once.
    runs = 0;
    await handler({ _cron: { ts: new Date().toISOString(), backfilled: true } }, {
      abortSignal: new AbortController().signal,
    } as Parameters<typeof handler>[1]);
    expect(runs).toBe(1);
  });
});
