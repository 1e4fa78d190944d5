import { db } from "@/lib/db/client";

/** Average review rating (one decimal) per user, for the users on one page: one query, not one per row. */
export async function ratingsFor(userIds: string[]): Promise<Map<string, number>> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return new Map();
  const rows = await db.review.groupBy({ by: ["subjectId"], where: { subjectId: { in: unique } }, _avg: { rating: true } });
  return new Map(rows.map((row) => [row.subjectId, Math.round((row._avg.rating ?? 0) * 10) / 10]));
}
