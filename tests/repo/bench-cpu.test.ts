import { describe, expect, it } from "vitest";
import { cpuSeconds, readProcess, type ProcessTimes } from "@/bench/cpu";

const postgres = (pid: string, ownTicks: number, childTicks = 0): ProcessTimes => ({
  pid,
  command: "postgres",
  pgrp: Number(pid),
  ownTicks,
  childTicks,
});
const isPostgres = ({ command }: ProcessTimes) => command === "postgres";

/** A process table that changes between reads, as /proc does: each scan answers the next of `scans`. */
function scripted(scans: ProcessTimes[][], parentAfterScan: (scan: number) => ProcessTimes | null) {
  let scan = -1;
  return {
    processes: () => scans[Math.min(++scan, scans.length - 1)],
    process: () => parentAfterScan(scan),
  };
}

describe("npm run bench's CPU reading", () => {
  it("sums the picked processes with the times of their ended children", () => {
    const table = [postgres("10", 500, 300), postgres("11", 40), { ...postgres("12", 900), command: "node" }];
    expect(
      cpuSeconds(isPostgres, {
        processes: () => table,
        process: (pid) => table.find((entry) => entry.pid === pid) ?? null,
      }),
    ).toBe(8.4);
  });

  it("reads again when a child is reaped during the read, so its time is counted once", () => {
    // Scan 1: the postmaster is read (children's times 300), then backend 11 ends and is reaped before its own turn:
    // its 40 ticks are in neither reading. Scan 2 sees them in the postmaster's children's times.
    const read = scripted([[postgres("10", 500, 300)], [postgres("10", 500, 340)]], () => postgres("10", 500, 340));
    expect(cpuSeconds(isPostgres, read)).toBe(8.4);
  });

  it("reads this machine's processes, its own among them", () => {
    const own = readProcess(String(process.pid));
    expect(own).toMatchObject({ pid: String(process.pid), pgrp: expect.any(Number) });
    expect(own!.ownTicks).toBeGreaterThanOrEqual(0);
    expect(readProcess("999999999")).toBeNull();
  });
});
