import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { jobListInput } from "@/lib/jobs/list-jobs";
import { nearJobsQueries } from "@/lib/jobs/list-jobs-near";
import { listingSql } from "@/lib/jobs/load-jobs";
import { jobListQuerySchema } from "@/lib/jobs/schemas";

// Runs in the PostgreSQL pass only (vitest.config.ts includes *.postgres.test.ts when TEST_DATABASE_URL is set).
const JOBS = 100_000;

/** The plan of a circle listing's one statement (its page and count). */
async function plan(
  query: Record<string, string>,
  viewer: { id: string; role: "homeowner" | "provider" } | null = null,
) {
  const input = await jobListInput(jobListQuerySchema.parse(query), viewer);
  const queries = nearJobsQueries(input, input.near!);
  const rows = await db.$queryRaw<{ "QUERY PLAN": string }[]>(
    Prisma.sql`EXPLAIN ${listingSql(queries.page, queries.count)}`,
  );
  return rows.map((row) => row["QUERY PLAN"]).join("\n");
}

/** The part of a listing's plan that chooses its page (listingSql's "CTE chosen"), without the page's jobs' reads. */
function pageOf(plan: string): string {
  const lines = plan.split("\n");
  const start = lines.findIndex((line) => line.trim() === "CTE chosen");
  const indent = lines[start].search(/\S/);
  const end = lines.findIndex((line, at) => at > start && line.search(/\S/) <= indent);
  return lines.slice(start, end === -1 ? undefined : end).join("\n");
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
    [
      "auction jobs within 100 miles, cheapest first",
      { near: "34.05,-118.24", radius: "100", price_type: "auction", sort: "price_estimate" },
    ],
    ["every status within 10 miles", { near: "29.76,-95.37", radius: "10", status: "all" }],
  ])("reads %s, and counts them, through the location index, never a sequential scan of Job", async (_case, query) => {
    const text = await plan(query);
    expect(text).toContain("covering_job_status_location");
    expect(text).not.toContain("nearest_job_location");
    expect(text).not.toMatch(/Seq Scan on "Job"/);
  });

  it.each([
    ["open jobs within 30 miles of a ZIP", { zip: "60614", radius: "30", sort: "distance" }],
    [
      "every status within 500 miles, page 5 of 100",
      { near: "40.7128,-74.006", radius: "500", sort: "distance", status: "all", skip: "400", limit: "100" },
    ],
  ])(
    "reads %s nearest first from the nearest-first index, sorting only ties, and counts them through the location index",
    async (_case, query) => {
      const text = await plan(query);
      expect(text).toMatch(/Index Scan using nearest_job_location on "Job"[^\n]*\n\s+Order By:/);
      expect(text).toContain("covering_job_status_location");
      expect(pageOf(text)).not.toMatch(/(^|->\s+)Sort\s+\(/m);
      expect(text).not.toMatch(/Seq Scan on "Job"/);
    },
  );

  it("reads a page deeper than 500 nearest first from the location index, sorting the circle's jobs", async () => {
    const text = await plan({ near: "40.7128,-74.006", radius: "500", sort: "distance", skip: "500" });
    expect(text).toContain("covering_job_status_location");
    expect(text).not.toContain("nearest_job_location");
    expect(text).not.toMatch(/Seq Scan on "Job"/);
  });

  it("reads a provider's own jobs nearest first by their own index: theirs are too few among everyone's for a nearest-first read", async () => {
    const provider = await db.user.create({
      data: { email: "provider@plan.test", fullName: "Provider", role: "provider" },
    });
    const text = await plan({ near: "40.7128,-74.006", radius: "25", sort: "distance", mine: "true" }, provider);
    expect(text).toContain('"Job_providerId_status_completedAt_idx" on "Job"');
    expect(text).not.toContain("nearest_job_location");
    expect(text).not.toMatch(/Seq Scan on "Job"/);
  });
});
