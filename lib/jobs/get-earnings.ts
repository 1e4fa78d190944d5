import "server-only";
import { db } from "@/lib/db/client";
import { averageRating } from "@/lib/reviews/rules";

/**
 * A provider's earnings from their completed jobs (what they were paid: the accepted bid, else the fixed price),
 * with this calendar month and the previous one for the month-on-month change.
 */
export async function getEarnings(providerId: string, now = new Date()) {
  const monthStart = new Date(now.getFullYear(), now.getMonth(), 1);
  const previousMonthStart = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  const [row] = await db.$queryRaw<
    { completed: bigint; total: string | null; this_month: string | null; last_month: string | null }[]
  >`
    SELECT count(*) AS completed,
           sum(coalesce("agreedPrice", "priceEstimate")) AS total,
           sum(coalesce("agreedPrice", "priceEstimate")) FILTER (WHERE "completedAt" >= ${monthStart}) AS this_month,
           sum(coalesce("agreedPrice", "priceEstimate")) FILTER (WHERE "completedAt" >= ${previousMonthStart} AND "completedAt" < ${monthStart}) AS last_month
    FROM "Job" WHERE "providerId" = ${providerId}::uuid AND "status" = 'completed'`;
  const completedJobs = Number(row?.completed ?? 0);
  const total = Number(row?.total ?? 0);
  const thisMonth = Number(row?.this_month ?? 0);
  const lastMonth = Number(row?.last_month ?? 0);
  const ratings = await db.user.findUnique({
    where: { id: providerId },
    select: { reviewCount: true, ratingTotal: true },
  });
  return {
    total_earned: total,
    this_month: thisMonth,
    last_month: lastMonth,
    // null when there is nothing to compare with.
    month_change_percent: lastMonth > 0 ? Math.round(((thisMonth - lastMonth) / lastMonth) * 100) : null,
    completed_jobs: completedJobs,
    average_job_value: completedJobs > 0 ? Math.round((total / completedJobs) * 100) / 100 : 0,
    // From homeowners' published reviews (SPEC §9's Earnings tab), with how many there are.
    average_rating: ratings ? averageRating(ratings.ratingTotal, ratings.reviewCount) : null,
    review_count: ratings?.reviewCount ?? 0,
  };
}

export type Earnings = Awaited<ReturnType<typeof getEarnings>>;
