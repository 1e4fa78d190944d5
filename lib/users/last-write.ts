import "server-only";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";

/**
 * Read-your-writes for shared reads. Every write request of a signed-in user stamps User.lastWriteAt when it begins,
 * in its session's statement (lib/auth/sessions.ts); a read that several users share (lib/jobs/shared-listing.ts)
 * shows a user their own changes only if it began at least WRITE_SETTLE_MS after that stamp. A write request that
 * runs longer than that is stamped again as it ends (stampSlowWrite), so every write is committed, on every
 * instance's clock give or take their skew, before the stamp plus WRITE_SETTLE_MS.
 */
export const WRITE_SETTLE_MS = 1_000;

/** The SET clause of an update of "User" that stamps a write at `at`, never moving the stamp back. */
export function stampLastWriteSql(at: Date): Prisma.Sql {
  return Prisma.sql`"lastWriteAt" = greatest("lastWriteAt", ${at})`;
}

/** Whether a shared read that began at `readAt` (ms since the epoch) shows everything the user wrote. */
export function readSeesOwnWrites(readAt: number, lastWriteAt: Date | null | undefined): boolean {
  return !lastWriteAt || readAt > lastWriteAt.getTime() + WRITE_SETTLE_MS;
}

/** Stamps the user's write again as it ends, when it ran longer than WRITE_SETTLE_MS since `began`. */
export async function stampSlowWrite(userId: string, began: Date, now: Date = new Date()): Promise<void> {
  if (now.getTime() - began.getTime() < WRITE_SETTLE_MS) return;
  await db.$executeRaw`UPDATE "User" SET ${stampLastWriteSql(now)} WHERE "id" = ${userId}::uuid`;
}
