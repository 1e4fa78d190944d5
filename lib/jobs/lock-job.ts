import "server-only";
import type { Job, Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/errors";

/**
 * Locks the job's row until the transaction ends and reads it. Writers that touch a job and a user take the job
 * first and the user second (lib/users/lock-user.ts), so no two of them wait on each other in a circle. NO KEY
 * UPDATE queues writers just the same, but lets rows that merely point at the job (a notification) be inserted
 * meanwhile, so the review sweep, holding reviews and notifying, never waits on a reviewer holding the job.
 */
export async function lockJob(tx: Prisma.TransactionClient, jobId: string): Promise<Job> {
  const rows = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Job" WHERE "id" = ${jobId}::uuid FOR NO KEY UPDATE`;
  if (rows.length === 0) throw new AppError("NOT_FOUND", "Job not found");
  return tx.job.findUniqueOrThrow({ where: { id: jobId } });
}
