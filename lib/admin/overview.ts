import "server-only";
import { db } from "@/lib/db/client";

export const OVERVIEW_DAYS = 30;

export type DailyCount = { day: string; signUps: number; postings: number };

/**
 * The operator's overview: how many users and open postings (hidden ones left out, as the market leaves them out),
 * open reports waiting in the queue and active service plans, and sign-ups and postings per UTC day over the last OVERVIEW_DAYS days, today included, days without any as 0.
 */
export async function getOverview(now: Date = new Date()) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const since = new Date(today - (OVERVIEW_DAYS - 1) * 86_400_000);
  const [users, suspended, openJobs, hiddenJobs, openReports, activePlans, signUps, postings] = await Promise.all([
    db.user.count(),
    db.user.count({ where: { suspendedAt: { not: null } } }),
    db.job.count({ where: { status: "open", hiddenAt: null } }),
    db.job.count({ where: { hiddenAt: { not: null } } }),
    db.report.count({ where: { status: "open" } }),
    db.servicePlan.count({ where: { status: "active" } }),
    db.$queryRaw<{ day: string; n: number }[]>`
      SELECT to_char(date_trunc('day', "createdAt"), 'YYYY-MM-DD') AS day, count(*)::int AS n
      FROM "User" WHERE "createdAt" >= ${since} GROUP BY 1`,
    db.$queryRaw<{ day: string; n: number }[]>`
      SELECT to_char(date_trunc('day', "createdAt"), 'YYYY-MM-DD') AS day, count(*)::int AS n
      FROM "Job" WHERE "createdAt" >= ${since} GROUP BY 1`,
  ]);
  const byDay = (rows: { day: string; n: number }[]) => new Map(rows.map((row) => [row.day, row.n]));
  const signUpsByDay = byDay(signUps);
  const postingsByDay = byDay(postings);
  const daily: DailyCount[] = Array.from({ length: OVERVIEW_DAYS }, (_, i) => {
    const day = new Date(since.getTime() + i * 86_400_000).toISOString().slice(0, 10);
    return { day, signUps: signUpsByDay.get(day) ?? 0, postings: postingsByDay.get(day) ?? 0 };
  });
  return { users, suspended, openJobs, hiddenJobs, openReports, activePlans, daily };
}
