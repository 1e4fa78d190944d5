import "server-only";
import type { Job, Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/errors";

/**
 * Locks the job's row until the transaction ends and reads it, in one statement (the raw row is the model's row:
 * same columns, Decimal and Date values; tests/api/lock-job.test.ts holds it to findUnique's). Writers that touch a
 * job and a user take the job first and the user second (lib/users/lock-user.ts), so no two of them wait on each
 * other in a circle. NO KEY UPDATE queues writers just the same, but lets rows that merely point at the job (a
 * notification) be inserted meanwhile, so the review sweep, holding reviews and notifying, never waits on a reviewer
 * holding the job.
 */
export async function lockJob(tx: Prisma.TransactionClient, jobId: string): Promise<Job> {
  const [job] = await tx.$queryRaw<Job[]>`SELECT * FROM "Job" WHERE "id" = ${jobId}::uuid FOR NO KEY UPDATE`;
  if (!job) throw new AppError("job_not_found", "Job not found");
  return job;
}
