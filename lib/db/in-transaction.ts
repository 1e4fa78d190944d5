import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "./client";

/**
 * Runs `work` in the caller's transaction when given one, else in a transaction of its own: an action that is whole
 * by itself (an operator's suspension) can also be one part of a larger one (resolving a report with it), committing
 * or rolling back with the rest.
 */
export function inTransaction<T>(
  tx: Prisma.TransactionClient | undefined,
  work: (tx: Prisma.TransactionClient) => Promise<T>,
): Promise<T> {
  return tx ? work(tx) : db.$transaction(work);
}
