import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GET as listJobs } from "@/app/api/jobs/route";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { JobStatus, PriceType } from "@/lib/generated/prisma/enums";
import { foldJobCountDeltas } from "@/lib/jobs/job-counts";
import { call } from "../support/http";
import { checkInvariants } from "../support/invariants";
import { createJob } from "../support/jobs";
import { createUser } from "../support/users";
import { PRIVATE_JOB_STATUSES } from "@/lib/jobs/status";

const statuses = Object.values(JobStatus);
const priceTypes = Object.values(PriceType);
const COUNT_RULE = /listing count/;

/** The broken rules about listing counts (tests/support/invariants.ts holds the check). */
const countsBroken = async () => (await checkInvariants(db)).filter((line) => COUNT_RULE.test(line));

/** A write to jobs, as one statement, that the triggers of migration job_count_deltas must account for. */
type Write =
  | { kind: "insert"; jobs: { status: JobStatus; priceType: PriceType }[] }
  | { kind: "setStatus"; pick: number; status: JobStatus }
  | { kind: "setPriceType"; pick: number; priceType: PriceType }
  | { kind: "retitle"; pick: number }
  | { kind: "delete"; pick: number }
  | { kind: "rolledBack"; status: JobStatus }
  | { kind: "fold" };

const status = fc.constantFrom(...statuses);
const priceType = fc.constantFrom(...priceTypes);
// `pick` chooses the jobs a statement changes: those whose position is a multiple of it (none past the end).
const pick = fc.integer({ min: 1, max: 4 });
const write: fc.Arbitrary<Write> = fc.oneof(
  fc.record({
    kind: fc.constant("insert" as const),
    jobs: fc.array(fc.record({ status, priceType }), { minLength: 1, maxLength: 4 }),
  }),
  fc.record({ kind: fc.constant("setStatus" as const), pick, status }),
  fc.record({ kind: fc.constant("setPriceType" as const), pick, priceType }),
  fc.record({ kind: fc.constant("retitle" as const), pick }),
  fc.record({ kind: fc.constant("delete" as const), pick }),
  fc.record({ kind: fc.constant("rolledBack" as const), status }),
  fc.constant({ kind: "fold" as const }),
);

class RolledBack extends Error {}

/** Runs the work in a transaction and rolls it back. */
async function rolledBack(work: (tx: Prisma.TransactionClient) => Promise<void>) {
  await db
    .$transaction(async (tx) => {
      await work(tx);
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
}

async function apply(ownerId: string, change: Write) {
  const ids = (await db.job.findMany({ where: { ownerId }, select: { id: true }, orderBy: { createdAt: "asc" } })).map(
    (job) => job.id,
  );
  const picked = (every: number) => ({ ownerId, id: { in: ids.filter((_, index) => index % every === 0) } });
  switch (change.kind) {
    case "insert":
      // One statement for all of them: createMany is a single INSERT.
      await db.job.createMany({
        data: change.jobs.map((job, index) => ({
          ownerId,
          title: `Counted ${index}`,
          description: "Lawn",
          location: "Brooklyn, NY",
          fullAddress: "1 Main St",
          area: "0.25 acres",
          ...job,
        })),
      });
      return;
    case "setStatus":
      await db.job.updateMany({ where: picked(change.pick), data: { status: change.status } });
      return;
    case "setPriceType":
      await db.job.updateMany({ where: picked(change.pick), data: { priceType: change.priceType } });
      return;
    case "retitle":
      await db.job.updateMany({ where: picked(change.pick), data: { title: "Renamed" } });
      return;
    case "delete":
      await db.job.deleteMany({ where: picked(change.pick) });
      return;
    case "rolledBack":
      await rolledBack(async (tx) => {
        await tx.job.updateMany({ where: { ownerId }, data: { status: change.status } });
      });
      return;
    case "fold":
      await foldJobCountDeltas();
  }
}

describe("job counts (JobCountDelta, kept by triggers on Job)", () => {
  it("match the stored jobs per status and price type after any sequence of writes, folded or not", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(write, { minLength: 1, maxLength: 12 }), async (writes) => {
        const owner = await createUser();
        for (const change of writes) {
          await apply(owner.id, change);
          expect(await countsBroken(), JSON.stringify(change)).toEqual([]);
        }
      }),
      { numRuns: 25 },
    );
    // Twenty-five sequences of up to twelve writes each: minutes on a loaded machine.
  }, 180_000);

  it("fold to one row per status and price type, keeping every total", async () => {
    const owner = await createUser();
    for (const status of ["open", "open", "claimed", "cancelled"] as const) await createJob(owner.id, { status });
    await foldJobCountDeltas();
    const rows = await db.jobCountDelta.groupBy({ by: ["status", "priceType"], _count: { _all: true } });
    expect(rows.every((row) => row._count._all === 1)).toBe(true);
    expect(await countsBroken()).toEqual([]);
  });

  it("are the totals the listing answers, at once after a change", async () => {
    const owner = await createUser();
    // Signed in: a visitor's listing may be up to SHARED_READ_CACHE_MS old.
    const total = async (query: Record<string, string>) =>
      (
        await call<{ pagination: { total: number } }>(listJobs, {
          method: "GET",
          path: `/api/jobs?${new URLSearchParams(query)}`,
          token: owner.token,
        })
      ).body.pagination.total;
    const storedOpenAuctions = () => db.job.count({ where: { status: "open", priceType: "auction" } });
    expect(await total({ price_type: "auction" })).toBe(await storedOpenAuctions());
    const job = await createJob(owner.id, { priceType: "auction" });
    expect(await total({ price_type: "auction", limit: "1" })).toBe(await storedOpenAuctions());
    await db.job.update({ where: { id: job.id }, data: { status: "cancelled" } });
    expect(await total({ price_type: "auction", limit: "2" })).toBe(await storedOpenAuctions());
    // Every status the market shows: a request to one provider is in no market listing.
    const marketJobs = { status: { notIn: [...PRIVATE_JOB_STATUSES] } };
    expect(await total({ status: "all", limit: "3" })).toBe(await db.job.count({ where: marketJobs }));
  });

  it("start again from nothing when the jobs are truncated", async () => {
    await createJob((await createUser()).id);
    await rolledBack(async (tx) => {
      await tx.$executeRaw`TRUNCATE "Job" CASCADE`;
      expect(await tx.jobCountDelta.count()).toBe(0);
    });
    expect(await countsBroken()).toEqual([]);
  });
});
