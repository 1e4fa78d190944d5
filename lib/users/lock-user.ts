import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/errors";

/**
 * Locks the user's row until the transaction ends. A user's address and photo writes take this lock first, and a
 * provider's claims and accepted bids take it (after the job's), so their counts (photo caps, open claims) and
 * "exactly one default / one primary" checks cannot interleave with another request's. NO KEY UPDATE: those
 * writers still queue, but inserting a row that points at the user (a notification for them) does not wait.
 */
export async function lockUser(tx: Prisma.TransactionClient, userId: string): Promise<void> {
  const rows = await tx.$queryRaw<
    { id: string }[]
  >`SELECT "id" FROM "User" WHERE "id" = ${userId}::uuid FOR NO KEY UPDATE`;
  if (rows.length === 0) throw new AppError("account_not_found", "Account not found");
}
