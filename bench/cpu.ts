import fs from "node:fs";

/** One process as /proc/<pid>/stat shows it: CPU in clock ticks, its own and that of its children that have ended. */
export type ProcessTimes = { pid: string; command: string; pgrp: number; ownTicks: number; childTicks: number };

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** The processes running now, as /proc shows them; a process that ends while it is read is left out. */
export function readProcesses(): ProcessTimes[] {
  const running: ProcessTimes[] = [];
  for (const pid of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(pid)) continue;
    const times = readProcess(pid);
    if (times) running.push(times);
  }
  return running;
}

/** One process's times, or null when it has ended. */
export function readProcess(pid: string): ProcessTimes | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // After the command: state(0) ppid(1) pgrp(2) … utime(11) stime(12) cutime(13) cstime(14).
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return {
      pid,
      command: stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")")),
      pgrp: Number(fields[2]),
      ownTicks: Number(fields[11]) + Number(fields[12]),
      childTicks: Number(fields[13]) + Number(fields[14]),
    };
  } catch {
    return null;
  }
}

/**
 * CPU seconds used so far by every process that `counts` picks, with the times of their children that have ended
 * (PostgreSQL's ended backends, a replaced server process), so the sum does not fall when a process ends. A child
 * that is reaped while /proc is read would be in neither reading (already gone when its own turn came, after its
 * parent's was taken) or in both; a parent's children's times that moved during the read mean it is read again.
 */
export function cpuSeconds(
  counts: (times: ProcessTimes) => boolean,
  read: { processes: () => ProcessTimes[]; process: (pid: string) => ProcessTimes | null } = {
    processes: readProcesses,
    process: readProcess,
  },
): number {
  for (let attempt = 1; ; attempt++) {
    const counted = read.processes().filter(counts);
    const settled = counted.every(
      (times) => times.childTicks === 0 || read.process(times.pid)?.childTicks === times.childTicks,
    );
    if (settled || attempt === 5)
      return counted.reduce((sum, times) => sum + times.ownTicks + times.childTicks, 0) / TICKS_PER_SECOND;
  }
}
