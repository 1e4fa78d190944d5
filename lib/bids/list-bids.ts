import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import type { Bid } from "@/lib/generated/prisma/client";
import type { BidRead } from "./dto";

/** A bid with its bidder's track record, flat, as the statement below reads it (the job's id is the one asked for). */
type BidRow = Omit<Bid, "jobId" | "amount"> & {
  amount: number;
  fullName: string;
  email: string;
  reviewCount: number;
  ratingTotal: number;
  /** Null when the bidder has no provider profile (the column itself is required). */
  experienceYears: number | null;
  jobsCompleted: number;
};

/** Each row names the job's owner; a job without bids answers one row whose bid columns are all null. */
type JobBidRow = { ownerId: string } & (BidRow | { [K in keyof BidRow]: null });

/**
 * A job's bids, lowest amount first. The job's owner and providers may look; other homeowners may not. One flat
 * statement reads the job and its bids with each bidder's track record, before the check, so a page of bids is one
 * round trip. It states in SQL what bidInclude (lib/bids/dto.ts) selects: Prisma's relation joins build a JSON
 * document per bid, which cost the database three times the work (docs/performance.md, step 10); tests/api/bids.test.ts
 * holds the two to the same answer. Each value read costs its decoding, so the statement reads no column the answer
 * does not need, and each amount as the number the answer shows rather than as a Decimal (step 17).
 */
export async function listBids({ jobId, viewer }: { jobId: string; viewer: Pick<SessionUser, "id" | "role"> }): Promise<BidRead[]> {
  const rows = await db.$queryRaw<JobBidRow[]>`
    SELECT j."ownerId", b."id", b."providerId", b."amount"::float8 AS "amount", b."message", b."etaDays", b."status"::text AS "status",
      b."createdAt", b."updatedAt", u."fullName", u."email", u."reviewCount", u."ratingTotal", u."jobsCompleted", p."experienceYears"
    FROM "Job" j
    LEFT JOIN "Bid" b ON b."jobId" = j."id"
    LEFT JOIN "User" u ON u."id" = b."providerId"
    LEFT JOIN "ProviderProfile" p ON p."userId" = b."providerId"
    WHERE j."id" = ${jobId}::uuid
    ORDER BY b."amount" ASC, b."createdAt" ASC`;
  if (rows.length === 0) throw new AppError("NOT_FOUND", "Job not found");
  const { ownerId } = rows[0];
  if (viewer.role !== "provider" && ownerId !== viewer.id) throw new AppError("FORBIDDEN", "Only the job's owner and providers can see its bids");
  // Every bid's job is this one: its id (as PostgreSQL writes a uuid) and owner are attached once, not read per bid.
  const job = { ownerId };
  const bidsJobId = jobId.toLowerCase();
  return rows.flatMap((row) => (row.id === null ? [] : [{ ...bidOf(row), jobId: bidsJobId, job }]));
}

function bidOf({ fullName, email, reviewCount, ratingTotal, experienceYears, jobsCompleted, ...bid }: BidRow) {
  const provider = { fullName, email, reviewCount, ratingTotal, providerProfile: experienceYears === null ? null : { experienceYears }, jobsCompleted };
  return { ...bid, provider };
}
