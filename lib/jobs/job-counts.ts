import "server-only";
import { db } from "@/lib/db/client";

/**
 * Folds the appended job-count changes (JobCountDelta, schema.prisma) into one row per status and price type, so a
 * listing's total sums a few rows. One statement: the rows it deletes are the rows it sums, and changes appended
 * meanwhile stay for the next fold. Answers how many rows it leaves.
 */
export async function foldJobCountDeltas(): Promise<number> {
  return db.$executeRaw`
    WITH folded AS (DELETE FROM "JobCountDelta" RETURNING "status", "priceType", "delta")
    INSERT INTO "JobCountDelta" ("status", "priceType", "delta")
    SELECT "status", "priceType", sum("delta") FROM folded GROUP BY 1, 2 HAVING sum("delta") <> 0`;
}
