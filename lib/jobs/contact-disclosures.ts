import "server-only";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";

type Disclosure = { jobId: string; providerId: string; at: Date };

/**
 * Records that a job's owner's contact details are now shown to its provider: the street address and email always,
 * the phone when the owner has one (what lib/jobs/dto.ts shows the assigned provider). Once per provider and job.
 * SQL, so that a claim writes it in its one statement, `onlyIf` the claim happened.
 */
export function contactDisclosureSql(
  { jobId, providerId, at }: Disclosure,
  onlyIf: Prisma.Sql = Prisma.sql`true`,
): Prisma.Sql {
  return Prisma.sql`INSERT INTO "ContactDisclosure" ("id", "providerId", "jobId", "ownerId", "what", "at")
    SELECT gen_random_uuid(), ${providerId}::uuid, j."id", j."ownerId",
      array_remove(ARRAY['street_address', 'email', CASE WHEN o."phone" <> '' THEN 'phone' END], NULL), ${at}
    FROM "Job" j JOIN "User" o ON o."id" = j."ownerId" WHERE j."id" = ${jobId}::uuid AND ${onlyIf}
    ON CONFLICT ("providerId", "jobId") DO NOTHING`;
}

/** contactDisclosureSql inside the caller's transaction (an accepted bid). */
export async function recordContactDisclosure(tx: Prisma.TransactionClient, disclosure: Disclosure): Promise<void> {
  await tx.$executeRaw(contactDisclosureSql(disclosure));
}

/** The disclosures of homeowners' contact details, newest first, by provider, owner or job: for the operator. */
export function listContactDisclosures({
  providerId,
  ownerId,
  jobId,
  limit = 50,
  skip = 0,
}: {
  providerId?: string;
  ownerId?: string;
  jobId?: string;
  limit?: number;
  skip?: number;
}) {
  return db.contactDisclosure.findMany({
    where: { providerId, ownerId, jobId },
    orderBy: [{ at: "desc" }, { id: "desc" }],
    take: limit,
    skip,
    select: { providerId: true, jobId: true, ownerId: true, what: true, at: true },
  });
}
