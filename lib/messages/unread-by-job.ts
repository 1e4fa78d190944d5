import "server-only";
import { separatedSql } from "@/lib/blocks/separation";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";

/**
 * For the job cards and My Lawns: per job, how many messages to the user are unread (jobs with none are left out). A
 * provider whom a block separates from a job's owner does not see the job, so its thread counts only once they are
 * hired for it (lib/blocks/separation.ts).
 */
export async function unreadMessagesByJob(userId: string): Promise<{ jobId: string; unread: number }[]> {
  const rows = await db.$queryRaw<{ jobId: string; unread: bigint }[]>`
    SELECT t."jobId"::text AS "jobId", count(*) AS "unread"
    FROM "Message" m
    JOIN "MessageThread" t ON t."id" = m."threadId"
    JOIN "Job" j ON j."id" = t."jobId"
    WHERE m."readAt" IS NULL AND m."senderId" <> ${userId}::uuid
      -- the owner's threads, and a provider's own while the job is not given to someone else (threadAccess)
      AND (j."ownerId" = ${userId}::uuid
           OR (t."providerId" = ${userId}::uuid AND (j."providerId" IS NULL OR j."providerId" = ${userId}::uuid)
               AND (j."providerId" = ${userId}::uuid
                    OR NOT ${separatedSql(Prisma.sql`${userId}::uuid`, Prisma.sql`j."ownerId"`)})))
    GROUP BY t."jobId"`;
  return rows.map((row) => ({ jobId: row.jobId, unread: Number(row.unread) }));
}
