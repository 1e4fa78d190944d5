import "server-only";
import { db } from "@/lib/db/client";
import { getPaymentSummary } from "@/lib/payments/get-payment-summary";
import { averageRating } from "@/lib/reviews/rules";

/**
 * A provider's earnings from their completed work, and their payments from the ledger: one-time jobs at what they were paid (the accepted bid, else the
 * fixed price) and service plans' visits at the plan's price per visit (a plan's job itself is not paid again), with
 * this calendar month and the previous one for the month-on-month change.
 */
export async function getEarnings(providerId: string, now = new Date()) {
  const monthStart = new Date(now.getFullYear(), now.getMonth(), 1);
  const previousMonthStart = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  const [row] = await db.$queryRaw<
    {
      jobs: bigint;
      visits: bigint;
      total: string | null;
      this_month: string | null;
      last_month: string | null;
    }[]
  >`
    WITH paid AS (
      SELECT 'job' AS kind, coalesce(j."agreedPrice", j."priceEstimate") AS amount, j."completedAt" AS at
      FROM "Job" j
      WHERE j."providerId" = ${providerId}::uuid AND j."status" = 'completed'
        AND NOT EXISTS (SELECT 1 FROM "ServicePlan" p WHERE p."jobId" = j."id")
      UNION ALL
      SELECT 'visit', p."pricePerVisit", v."completedAt"
      FROM "Visit" v JOIN "ServicePlan" p ON p."id" = v."planId"
      WHERE p."providerId" = ${providerId}::uuid AND v."status" = 'completed'
    )
    SELECT count(*) FILTER (WHERE kind = 'job') AS jobs,
           count(*) FILTER (WHERE kind = 'visit') AS visits,
           sum(amount) AS total,
           sum(amount) FILTER (WHERE at >= ${monthStart}) AS this_month,
           sum(amount) FILTER (WHERE at >= ${previousMonthStart} AND at < ${monthStart}) AS last_month
    FROM paid`;
  const completedJobs = Number(row?.jobs ?? 0);
  const completedVisits = Number(row?.visits ?? 0);
  const total = Number(row?.total ?? 0);
  const thisMonth = Number(row?.this_month ?? 0);
  const lastMonth = Number(row?.last_month ?? 0);
  const completed = completedJobs + completedVisits;
  const [ratings, payments] = await Promise.all([
    db.user.findUnique({ where: { id: providerId }, select: { reviewCount: true, ratingTotal: true } }),
    getPaymentSummary(providerId, now),
  ]);
  return {
    total_earned: total,
    this_month: thisMonth,
    last_month: lastMonth,
    // null when there is nothing to compare with.
    month_change_percent: lastMonth > 0 ? Math.round(((thisMonth - lastMonth) / lastMonth) * 100) : null,
    completed_jobs: completedJobs,
    completed_visits: completedVisits,
    // Per piece of work paid: a job or a visit.
    average_job_value: completed > 0 ? Math.round((total / completed) * 100) / 100 : 0,
    // From homeowners' published reviews (SPEC §9's Earnings tab), with how many there are.
    average_rating: ratings ? averageRating(ratings.ratingTotal, ratings.reviewCount) : null,
    review_count: ratings?.reviewCount ?? 0,
    ...payments,
  };
}

export type Earnings = Awaited<ReturnType<typeof getEarnings>>;
