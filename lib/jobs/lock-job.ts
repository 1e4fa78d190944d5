import "server-only";
import { Prisma, type Job } from "@/lib/generated/prisma/client";
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
  return found(await tx.$queryRaw<Job[]>`${lockedJobSql(jobId)}`);
}

const lockedJobSql = (jobId: string) => Prisma.sql`SELECT * FROM "Job" WHERE "id" = ${jobId}::uuid FOR NO KEY UPDATE`;

function found<Row>([row]: Row[]): Row {
  if (!row) throw new AppError("NOT_FOUND", "Job not found");
  return row;
}

/**
 * lockJob, then the user's lock (lib/users/lock-user.ts), in one statement and in that order: the job's row is read
 * and locked first, and only then, for that row, the user's. An assignment takes both before it counts the
 * provider's jobs (lib/jobs/assign-job.ts), so this saves it a round trip while the provider's lock is held.
 */
export async function lockJobThenUser(tx: Prisma.TransactionClient, jobId: string, userId: string): Promise<Job> {
  const { userLocked, ...job } = found(
    await tx.$queryRaw<(Job & { userLocked: boolean })[]>`
      WITH job AS (${lockedJobSql(jobId)})
      SELECT job.*, EXISTS (SELECT FROM "User" WHERE "id" = ${userId}::uuid FOR NO KEY UPDATE) AS "userLocked" FROM job`,
  );
  if (!userLocked) throw new AppError("NOT_FOUND", "Account not found");
  return job;
}
