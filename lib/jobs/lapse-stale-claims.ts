import "server-only";
import { db } from "@/lib/db/client";
import { recordEndedClaims, unclaimed } from "./end-claims";
import { jobTransitions } from "./status";

const BATCH_SIZE = 100;

/**
 * The sweep (a periodic task): every claim not started by its deadline lapses and its job is open again, whether
 * or not anyone is looking. Returns how many lapsed.
 */
export async function lapseStaleClaims(now: Date = new Date()): Promise<number> {
  let lapsed = 0;
  for (;;) {
    const batch = await lapseBatch(now);
    lapsed += batch;
    if (batch < BATCH_SIZE) return lapsed;
  }
}

/**
 * One batch in one transaction: the due claims are locked with SKIP LOCKED, so a start that holds a job's row wins
 * it (the sweep passes it by, and the job is no longer claimed when looked at again), and instances sweeping at
 * once share the work. Then one conditional UPDATE by the transition table lapses them all.
 */
async function lapseBatch(now: Date): Promise<number> {
  const lapse = jobTransitions.lapse;
  return db.$transaction(async (tx) => {
    const due = await tx.$queryRaw<{ id: string; providerId: string; claimLapsesAt: Date }[]>`
      SELECT "id", "providerId", "claimLapsesAt" FROM "Job"
      WHERE "status"::text = ANY(${[...lapse.from]}) AND "claimLapsesAt" <= ${now}
      ORDER BY "claimLapsesAt", "id" LIMIT ${BATCH_SIZE}
      FOR UPDATE SKIP LOCKED`;
    if (due.length === 0) return 0;
    await tx.job.updateMany({
      where: { id: { in: due.map((job) => job.id) }, status: { in: [...lapse.from] } },
      data: { ...unclaimed, status: lapse.to },
    });
    // Dated when the claim lapsed, not when the sweep noticed.
    await recordEndedClaims(
      tx,
      "lapsed",
      due.map((job) => ({ jobId: job.id, providerId: job.providerId, at: job.claimLapsesAt })),
    );
    return due.length;
  });
}
