import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { jobListInput } from "@/lib/jobs/list-jobs";
import { nearJobsQueries } from "@/lib/jobs/list-jobs-near";
import { jobListQuerySchema } from "@/lib/jobs/schemas";

// Runs in the PostgreSQL pass only (vitest.config.ts includes *.postgres.test.ts when TEST_DATABASE_URL is set).
const JOBS = 100_000;

async function plan(query: Record<string, string>) {
  const input = await jobListInput(jobListQuerySchema.parse(query), null);
  const queries = nearJobsQueries(input, input.near!);
  const explain = async (sql: Prisma.Sql) =>
    (await db.$queryRaw<{ "QUERY PLAN": string }[]>(Prisma.sql`EXPLAIN ${sql}`)).map((row) => row["QUERY PLAN"]).join("\n");
  return { page: await explain(queries.page), count: await explain(queries.count) };
}

describe("the jobs-near query on PostgreSQL with 100,000 jobs", () => {
  beforeAll(async () => {
    const owner = await db.user.create({ data: { email: "owner@plan.test", fullName: "Owner", role: "homeowner" } });
    // Spread over the contiguous US; most jobs are finished, as on a live marketplace.
    await db.$executeRaw`
      INSERT INTO "Job" (id, "ownerId", title, "fullAddress", status, "priceType", latitude, longitude, "createdAt", "updatedAt")
      SELECT gen_random_uuid(), ${owner.id}::uuid, 'Lawn ' || g, g || ' Main Street',
             (ARRAY['open', 'claimed', 'completed', 'completed', 'cancelled'])[1 + g % 5]::"JobStatus",
             (CASE WHEN g % 4 = 0 THEN 'auction' ELSE 'fixed' END)::"PriceType",
             25 + random() * 24, -124 + random() * 57, now() - g * interval '1 minute', now()
      FROM generate_series(1, ${JOBS}::int) AS g`;
    await db.$executeRawUnsafe(`ANALYZE "Job"`);
  }, 120_000);

  it.each([
    ["open jobs within 25 miles, newest first", { near: "40.7128,-74.006", radius: "25" }],
    ["open jobs within 30 miles of a ZIP, nearest first", { zip: "60614", radius: "30", sort: "distance" }],
    ["auction jobs within 100 miles, cheapest first", { near: "34.05,-118.24", radius: "100", price_type: "auction", sort: "price_estimate" }],
    ["every status within 10 miles", { near: "29.76,-95.37", radius: "10", status: "all" }],
  ])("reads %s through the location index, never a sequential scan of Job", async (_case, query) => {
    const { page, count } = await plan(query);
    for (const text of [page, count]) {
      expect(text).toContain("covering_job_status_location");
      expect(text).not.toMatch(/Seq Scan on "Job"/);
    }
  });
});
