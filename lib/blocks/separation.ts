import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";

// A block separates a pair whichever of them made it: neither sees the other's open postings, and neither starts
// anything new with the other (a bid, a claim, an accepted bid, a message before a hire). What they already share
// keeps working: a hired job stays visible to both and can still be started, completed, released, cancelled,
// discussed and reviewed, so a block never strands work in progress. The blocked side is never told why: what they
// cannot see answers as if it did not exist. Anything else that starts something between two users (booking a
// provider again, say) asks areSeparated first and answers a separated pair as it answers an unknown provider.

/** SQL: whether a block separates the two users (either direction); two lookups on Block's key. */
export function separatedSql(a: Prisma.Sql, b: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`EXISTS (SELECT FROM "Block" bl
    WHERE (bl."blockerId" = ${a} AND bl."blockedId" = ${b}) OR (bl."blockerId" = ${b} AND bl."blockedId" = ${a}))`;
}

/** SQL: the ids (text[]) of the users a block separates `user` from, either way; read with the caller's session. */
export function separatedFromSql(user: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`ARRAY(SELECT bl."blockedId"::text FROM "Block" bl WHERE bl."blockerId" = ${user}
    UNION SELECT bl."blockerId"::text FROM "Block" bl WHERE bl."blockedId" = ${user})`;
}

type Viewer = Pick<SessionUser, "id" | "separatedFrom">;

/** The users a block separates the viewer from, sorted: from their session's row when it was read there. */
export async function separatedFrom(viewer: Viewer): Promise<readonly string[]> {
  if (viewer.separatedFrom) return [...viewer.separatedFrom].sort();
  const [row] = await db.$queryRaw<
    { ids: string[] }[]
  >`SELECT ${separatedFromSql(Prisma.sql`${viewer.id}::uuid`)} AS ids`;
  return row.ids.sort();
}

/** Whether a block separates the two users, either way. */
export async function areSeparated(
  a: string,
  b: string,
  client: Pick<Prisma.TransactionClient, "$queryRaw"> = db,
): Promise<boolean> {
  const [row] = await client.$queryRaw<{ separated: boolean }[]>`
    SELECT ${separatedSql(Prisma.sql`${a}::uuid`, Prisma.sql`${b}::uuid`)} AS separated`;
  return row.separated;
}

/**
 * Refuses a viewer whom a block separates from the job's owner as if the job did not exist, unless the viewer is
 * its owner or the provider already hired for it (their job keeps working).
 */
export async function assertJobVisible(
  job: { ownerId: string; providerId: string | null },
  viewer: Viewer | null,
): Promise<void> {
  if (!viewer || viewer.id === job.ownerId || viewer.id === job.providerId) return;
  if ((await separatedFrom(viewer)).includes(job.ownerId)) throw new AppError("job_not_found", "Job not found");
}
