import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import type { JobListInput } from "@/lib/jobs/list-jobs";
import { listingOrderSql, pageIdsSql } from "@/lib/jobs/listing-sql";
import { JOB_SORTS } from "@/lib/jobs/schemas";

// Runs in the PostgreSQL pass only (vitest.config.ts includes *.postgres.test.ts when TEST_DATABASE_URL is set).
// Every listing order, within a status, several or all of them, with and without a price type, reads its page of ids
// in index order: no sort over the jobs and no scan of the table, however deep the page (docs/performance.md).
const JOBS = 100_000;

beforeAll(async () => {
  const owner = await db.user.create({
    data: { email: "owner@listing-plan.test", fullName: "Owner", role: "homeowner" },
  });
  await db.$executeRaw`
    INSERT INTO "Job" (id, "ownerId", title, "fullAddress", status, "priceType", "priceEstimate", "neededBy", "createdAt", "updatedAt")
    SELECT gen_random_uuid(), ${owner.id}::uuid, 'Lawn ' || g, g || ' Main Street',
           (ARRAY['open', 'open', 'claimed', 'completed', 'completed', 'cancelled'])[1 + g % 6]::"JobStatus",
           (CASE WHEN g % 3 = 0 THEN 'auction' ELSE 'fixed' END)::"PriceType",
           CASE WHEN g % 10 = 0 THEN NULL ELSE 20 + g % 400 END,
           CASE WHEN g % 3 = 0 THEN NULL ELSE current_date + g % 60 END,
           now() - g * interval '1 minute', now()
    FROM generate_series(1, ${JOBS}::int) AS g`;
  await db.$executeRawUnsafe(`VACUUM ANALYZE "Job"`);
}, 180_000);

const STATUS_CHOICES: { label: string; status: JobListInput["status"] }[] = [
  { label: "open", status: "open" },
  { label: "claimed + in progress", status: ["claimed", "in_progress"] },
  { label: "every status", status: undefined },
];
const cases = JOB_SORTS.filter((sort) => sort !== "distance").flatMap((sort) =>
  STATUS_CHOICES.flatMap(({ label, status }) =>
    [undefined, "auction" as const].flatMap((priceType) =>
      [0, 5000].map((skip) => ({ sort, label, status, priceType, skip })),
    ),
  ),
);

describe("the job listing's pages on PostgreSQL with 100,000 jobs", () => {
  it.each(cases)(
    "sort=$sort, $label, price type $priceType, skip=$skip: indexes in order, no sort, no scan of Job",
    async ({ sort, status, priceType, skip }) => {
      const input: JobListInput = { status, priceType, sort, limit: 20, skip };
      const plan = (await db.$queryRaw<{ "QUERY PLAN": string }[]>(Prisma.sql`EXPLAIN ${pageIdsSql(input)}`))
        .map((row) => row["QUERY PLAN"])
        .join("\n");
      expect(plan).toMatch(/Index (Only )?Scan/);
      // A Sort node (Merge Append's "Sort Key" only names the order it keeps).
      expect(plan).not.toMatch(/(^|->\s+)(Incremental )?Sort\s+\(/m);
      expect(plan).not.toMatch(/Seq Scan on "Job"/);
    },
  );

  it("the merged page is the one a sort of every matching job gives", async () => {
    for (const sort of ["created_at", "-price_estimate", "needed_by"] as const) {
      for (const priceType of [undefined, "fixed" as const]) {
        const input: JobListInput = { status: undefined, priceType, sort, limit: 20, skip: 4990 };
        const merged = await db.$queryRaw<{ id: string }[]>(pageIdsSql(input));
        const sorted = await db.$queryRaw<{ id: string }[]>(
          Prisma.sql`SELECT id FROM "Job" j ${priceType ? Prisma.sql`WHERE j."priceType" = ${priceType}::"PriceType"` : Prisma.empty} ORDER BY ${listingOrderSql[sort]} LIMIT 20 OFFSET 4990`,
        );
        expect(merged.map((row) => row.id)).toEqual(sorted.map((row) => row.id));
      }
    }
  });
});
