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
