import type { Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/errors";

/**
 * Locks the user's row until the transaction ends. A user's address and photo writes take this lock first, so
 * their counts (photo caps) and "exactly one default / one primary" checks cannot interleave with another request's.
 */
export async function lockUser(tx: Prisma.TransactionClient, userId: string): Promise<void> {
  const rows = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "User" WHERE "id" = ${userId}::uuid FOR UPDATE`;
  if (rows.length === 0) throw new AppError("NOT_FOUND", "Account not found");
}
