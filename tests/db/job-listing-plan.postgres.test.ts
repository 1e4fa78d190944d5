import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PrismaPg } from "@prisma/adapter-pg";
import { db } from "@/lib/db/client";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { listingOrder } from "@/lib/jobs/list-jobs";
import { JOB_SORTS } from "@/lib/jobs/schemas";

// Runs in the PostgreSQL pass only (vitest.config.ts includes *.postgres.test.ts when TEST_DATABASE_URL is set).
// Every listing order, within a status and within a status and price type, reads its page of ids in index order:
// no sort over the jobs and no scan of the table, however deep the page (docs/performance.md).
const JOBS = 100_000;
let logged: PrismaClient;
const statements: { query: string; params: string }[] = [];

beforeAll(async () => {
  const owner = await db.user.create({ data: { email: "owner@listing-plan.test", fullName: "Owner", role: "homeowner" } });
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
  // A second client on the same database, logging the SQL Prisma sends for each listing.
  const [{ name }] = await db.$queryRaw<{ name: string }[]>`SELECT current_database() AS name`;
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  logged = new PrismaClient({ adapter: new PrismaPg({ connectionString: url.toString() }), log: [{ emit: "event", level: "query" }] });
  (logged as unknown as { $on: (event: "query", listener: (event: { query: string; params: string }) => void) => void }).$on("query", (event) =>
    statements.push({ query: event.query, params: event.params }),
  );
}, 180_000);

afterAll(async () => {
  await logged?.$disconnect();
});

const cases = JOB_SORTS.filter((sort) => sort !== "distance").flatMap((sort) =>
  [undefined, "auction" as const].flatMap((priceType) => [0, 5000].map((skip) => ({ sort, priceType, skip }))),
);

describe("the job listing's pages on PostgreSQL with 100,000 jobs", () => {
  it.each(cases)("sort=$sort, price type $priceType, skip=$skip: an index in order, no sort, no scan of Job", async ({ sort, priceType, skip }) => {
    statements.length = 0;
    await logged.job.findMany({
      where: { status: "open", ...(priceType ? { priceType } : {}) },
      select: { id: true },
      orderBy: listingOrder[sort],
      take: 20,
      skip,
    });
    expect(statements).toHaveLength(1);
    const [{ query, params }] = statements;
    const plan = (await db.$queryRawUnsafe<{ "QUERY PLAN": string }[]>(`EXPLAIN ${query}`, ...(JSON.parse(params) as unknown[])))
      .map((row) => row["QUERY PLAN"])
      .join("\n");
    expect(plan).toMatch(/Index (Only )?Scan/);
    expect(plan).not.toMatch(/Sort/);
    expect(plan).not.toMatch(/Seq Scan on "Job"/);
  });
});
