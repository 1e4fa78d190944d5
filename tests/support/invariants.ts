import type { Prisma } from "@/lib/generated/prisma/client";
import { jobInclude, toJobDtos } from "@/lib/jobs/dto";

/**
 * The rules no sequence of requests, however interleaved, may break, checked over the whole database (or what a
 * transaction sees of it). Returns one
 * line per broken rule (with a few example ids), so a test expects `[]` and the load test prints what it got.
 * Shared by the race suites, the heavy suites' last step and `npm run loadtest` (scripts/loadtest.ts).
 */
export async function checkInvariants(db: Prisma.TransactionClient): Promise<string[]> {
  const broken: string[] = [];
  const rule = async (name: string, rows: Promise<{ id: string }[]>) => {
    const found = await rows;
    if (found.length > 0)
      broken.push(
        `${name}: ${found.length} (e.g. ${found
          .slice(0, 3)
          .map((row) => row.id)
          .join(", ")})`,
      );
  };
  // Auctions and 'Quote needed' postings are taken by accepting a bid (jobOffer in lib/jobs/status.ts).
  const takesBids = `(j."priceType" = 'auction' OR j."priceEstimate" IS NULL)`;

  await rule(
    "a job with more than one accepted bid",
    db.$queryRawUnsafe(
      `SELECT "jobId"::text AS id FROM "Bid" WHERE "status" = 'accepted' GROUP BY "jobId" HAVING count(*) > 1`,
    ),
  );
  await rule(
    "a claimed, in-progress or completed job without a provider",
    db.$queryRawUnsafe(
      `SELECT "id"::text AS id FROM "Job" WHERE "status" IN ('claimed', 'in_progress', 'completed') AND "providerId" IS NULL`,
    ),
  );
  await rule(
    "an open or cancelled job with a provider",
    db.$queryRawUnsafe(
      `SELECT "id"::text AS id FROM "Job" WHERE "status" IN ('open', 'cancelled') AND "providerId" IS NOT NULL`,
    ),
  );
  await rule(
    "a taken auction whose provider is not its one accepted bid's",
    db.$queryRawUnsafe(`
      SELECT j."id"::text AS id FROM "Job" j
      WHERE j."status" IN ('claimed', 'in_progress', 'completed') AND ${takesBids}
        AND (SELECT count(*) FROM "Bid" b WHERE b."jobId" = j."id" AND b."status" = 'accepted' AND b."providerId" = j."providerId") <> 1`),
  );
  await rule(
    "an accepted bid whose job is not assigned to its provider",
    db.$queryRawUnsafe(`
      SELECT b."id"::text AS id FROM "Bid" b JOIN "Job" j ON j."id" = b."jobId"
      WHERE b."status" = 'accepted' AND (j."status" NOT IN ('claimed', 'in_progress', 'completed') OR j."providerId" IS DISTINCT FROM b."providerId")`),
  );
  await rule(
    "a provider whose count of claims waiting to start (kept by triggers) is not their claimed jobs",
    db.$queryRawUnsafe(`
      SELECT u."id"::text AS id FROM "User" u
      WHERE u."claimsWaiting" <> (SELECT count(*) FROM "Job" j WHERE j."providerId" = u."id" AND j."status" = 'claimed')`),
  );
  await rule(
    "a provider whose count of completed jobs (kept by triggers) is not their completed jobs",
    db.$queryRawUnsafe(`
      SELECT u."id"::text AS id FROM "User" u
      WHERE u."jobsCompleted" <> (SELECT count(*) FROM "Job" j WHERE j."providerId" = u."id" AND j."status" = 'completed')`),
  );
  await rule(
    "more than one visit per plan and date",
    db.$queryRawUnsafe(`SELECT "planId"::text AS id FROM "Visit" GROUP BY "planId", "date" HAVING count(*) > 1`),
  );
  await rule(
    "a scheduled visit of a cancelled plan",
    db.$queryRawUnsafe(`
      SELECT v."id"::text AS id FROM "Visit" v JOIN "ServicePlan" p ON p."id" = v."planId"
      WHERE p."status" = 'cancelled' AND v."status" = 'scheduled'`),
  );
  await rule(
    "a user with addresses but not exactly one default",
    db.$queryRawUnsafe(
      `SELECT "userId"::text AS id FROM "Address" GROUP BY "userId" HAVING count(*) FILTER (WHERE "isDefault") <> 1`,
    ),
  );

  // bid_count is what the API shows (lib/jobs/dto.ts); compare it, job by job, with the bids stored.
  const stored = new Map(
    (
      await db.$queryRawUnsafe<{ id: string; bids: number }[]>(
        `SELECT "jobId"::text AS id, count(*)::int AS bids FROM "Bid" WHERE "status" <> 'retracted' GROUP BY "jobId"`,
      )
    ).map((row) => [row.id, row.bids]),
  );
  const miscounted: { id: string }[] = [];
  for (let cursor: string | undefined; ;) {
    const jobs = await db.job.findMany({
      include: jobInclude,
      orderBy: { id: "asc" },
      take: 500,
      ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
    });
    if (jobs.length === 0) break;
    for (const job of toJobDtos(jobs, null))
      if (job.bid_count !== (stored.get(job.id) ?? 0)) miscounted.push({ id: job.id });
    cursor = jobs[jobs.length - 1].id;
  }
  await rule("a job whose bid_count is not the bids stored", Promise.resolve(miscounted));
  // One statement, so the stored jobs and the appended counts are read in the same snapshot.
  await rule(
    "a status and price type whose listing count (JobCountDelta) is not the jobs stored",
    db.$queryRawUnsafe(`
      SELECT concat_ws('/', "status", "priceType") AS id
      FROM (SELECT "status", "priceType", count(*) AS n FROM "Job" GROUP BY 1, 2) stored
      FULL JOIN (SELECT "status", "priceType", sum("delta") AS n FROM "JobCountDelta" GROUP BY 1, 2) counted USING ("status", "priceType")
      WHERE coalesce(stored.n, 0) <> coalesce(counted.n, 0)`),
  );
  await rule(
    "a payment whose ledger does not balance (charged = payout + fee + refunded, less what adjustments took back)",
    db.$queryRawUnsafe(`
      SELECT "paymentId"::text AS id FROM "LedgerEntry" GROUP BY "paymentId"
      HAVING sum("amountCents") FILTER (WHERE "kind" = 'charge')
        IS DISTINCT FROM coalesce(sum("amountCents") FILTER (WHERE "kind" IN ('payout', 'fee', 'refund')), 0)
          - coalesce(sum("amountCents") FILTER (WHERE "kind" = 'adjustment'), 0)`),
  );
  await rule(
    "a paid payment without its charge in the ledger, or a charge on a payment not paid",
    db.$queryRawUnsafe(`
      SELECT p."id"::text AS id FROM "Payment" p
      WHERE (p."status" IN ('paid', 'refunded', 'partially_refunded'))
        <> EXISTS (SELECT FROM "LedgerEntry" l WHERE l."paymentId" = p."id" AND l."kind" = 'charge')`),
  );
  return broken;
}
