import "server-only";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";

/**
 * Read-your-writes for shared reads. Every write request of a signed-in user that is not refused (a 4xx answer
 * changed nothing) stamps User.lastWriteAt as it ends, after its changes are committed and before it answers
 * (stampWrite); a read that several users share (lib/jobs/shared-listing.ts) shows a user their own changes only if
 * it began at least WRITE_SETTLE_MS after that stamp, which covers the instances' clock skew.
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

/** Stamps the user's write as it ends, never moving the stamp back. */
export async function stampWrite(userId: string, now: Date = new Date()): Promise<void> {
  await db.$executeRaw`UPDATE "User" SET ${stampLastWriteSql(now)} WHERE "id" = ${userId}::uuid`;
}
