import { expect } from "vitest";
import { db } from "@/lib/db/client";
import { claimJob } from "@/lib/jobs/claim-job";
import { CLAIM_LAPSED_MESSAGE } from "@/lib/jobs/claims";
import { lapseStaleClaims } from "@/lib/jobs/lapse-stale-claims";
import { startJob } from "@/lib/jobs/start-job";
import { createJob } from "./jobs";
import { createUser } from "./users";

const HOUR = 3_600_000;

/**
 * Races each of `count` claimed jobs' start (its clock a millisecond before the deadline) against `sweeps` lapse
 * sweeps at once (their clocks a millisecond after, as on instances whose clocks differ): each side's own rule lets it
 * through, so only the database decides. Checks that every job has exactly one winner and returns the tally.
 */
export async function raceStartsAgainstSweep(count: number, sweeps = 1) {
  const owner = await createUser();
  const claimedAt = new Date(Date.now() - 100 * HOUR);
  const deadline = claimedAt.getTime() + 72 * HOUR;
  const claims = [];
  for (let i = 0; i < count; i++) {
    const provider = await createUser("provider");
    const job = await createJob(owner.id);
    await claimJob({ jobId: job.id, provider, now: claimedAt });
    claims.push({ jobId: job.id, provider });
  }
  const [starts] = await Promise.all([
    Promise.allSettled(claims.map((claim) => startJob({ ...claim, now: new Date(deadline - 1) }))),
    ...Array.from({ length: sweeps }, () => lapseStaleClaims(new Date(deadline + 1))),
  ]);
  let started = 0;
  for (const [
    i,
    {
      jobId,
      provider: { id: providerId },
    },
  ] of claims.entries()) {
    const job = await db.job.findUniqueOrThrow({ where: { id: jobId } });
    const lapses = await db.jobEvent.count({ where: { jobId, kind: "lapsed" } });
    const start = starts[i];
    if (start.status === "fulfilled") {
      started++;
      expect({ status: job.status, providerId: job.providerId, lapses }).toEqual({
        status: "in_progress",
        providerId,
        lapses: 0,
      });
    } else {
      expect(start.reason).toMatchObject({ status: 409, message: CLAIM_LAPSED_MESSAGE });
      expect({ status: job.status, providerId: job.providerId, lapses }).toEqual({
        status: "open",
        providerId: null,
        lapses: 1,
      });
    }
  }
  return { started, lapsed: count - started };
}
