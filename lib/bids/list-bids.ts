import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { assertJobVisible } from "@/lib/blocks/separation";
import { createSharedReads, oncePerProcess, sharedReadTtlMs } from "@/lib/cache/shared-reads";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import type { Bid } from "@/lib/generated/prisma/client";
import { toBidDtos, type BidRead } from "./dto";

/** A bid with its bidder's track record, flat, as the statement below reads it (the job's id is the one asked for). */
type BidRow = Omit<Bid, "jobId" | "amount" | "createdAt" | "updatedAt"> & {
  amount: number;
  /** ISO 8601 with its offset. */
  createdAt: string;
  updatedAt: string;
  fullName: string;
  email: string;
  reviewCount: number;
  ratingTotal: number;
  /** Null when the bidder has no provider profile (the column itself is required). */
  experienceYears: number | null;
  jobsCompleted: number;
};

/**
 * A job's owner and its bids (null when there is no such job), and its answers as JSON text, each made at most once
 * per read: the owner's (every bidder's email) and every other provider's (no email).
 */
type JobBids = {
  job: { ownerId: string; bids: BidRead[]; answers: Partial<Record<"owner" | "provider", string>> } | null;
};

/**
 * GET /api/jobs/{id}/bids's answer, as JSON text: a job's bids, lowest amount first, and their total. The job's owner
 * and providers may look; other homeowners may not. One read of a job's bids is shared by every caller for a while
 * (lib/cache/shared-reads.ts): the owner reviewing them and each provider looking at the job ask for the same list,
 * and a change reaches them all within SHARED_READ_CACHE_MS, its author at once. A bidder, who alone sees their own
 * email, gets an answer of their own.
 */
export async function listBidsJson({
  jobId,
  viewer,
}: {
  jobId: string;
  viewer: Pick<SessionUser, "id" | "role" | "lastWriteAt" | "separatedFrom">;
}): Promise<string> {
  const { job } = await sharedJobBids.get(jobId.toLowerCase(), viewer.lastWriteAt);
  if (!job) throw new AppError("job_not_found", "Job not found");
  const hired = job.bids.find((bid) => bid.status === "accepted")?.providerId ?? null;
  await assertJobVisible({ ownerId: job.ownerId, providerId: hired }, viewer);
  if (viewer.role !== "provider" && job.ownerId !== viewer.id)
    throw new AppError("bids_not_visible", "Only the job's owner and providers can see its bids");
  const answer = () => JSON.stringify({ bids: toBidDtos(job.bids, viewer), total: job.bids.length });
  if (job.ownerId === viewer.id) return (job.answers.owner ??= answer());
  if (job.bids.some((bid) => bid.providerId === viewer.id)) return answer();
  return (job.answers.provider ??= answer());
}

const sharedJobBids = oncePerProcess("sharedJobBids", () =>
  // Each entry is one job's bids; the jobs whose bids are read within 2 s are few.
  createSharedReads<string, JobBids>({
    ttlMs: sharedReadTtlMs(),
    max: 1_000,
    key: (jobId) => jobId,
    read: readJobBids,
  }),
);

/**
 * One flat statement reads the job and its bids with each bidder's track record, before the viewer's check, so a page
 * of bids is one round trip. It states in SQL what bidInclude (lib/bids/dto.ts) selects: Prisma's relation joins would
 * build a JSON document per bid, several times the database's work for the same columns; tests/api/bids.test.ts holds
 * the two to the same answer. The bids come as one JSON array, as text the server parses at once, where a row per bid
 * would cost it a conversion per value (and a json column, Prisma's handling of it): the server saves more than the
 * database spends. The statement reads no column the answer does not need, and each amount as the number it shows.
 */
async function readJobBids(jobId: string): Promise<JobBids> {
  const [job] = await db.$queryRaw<{ ownerId: string; bids: string | null }[]>`
    SELECT j."ownerId", (
      SELECT json_agg(bid ORDER BY bid."amount", bid."createdAt") FROM (
        SELECT b."id", b."providerId", b."amount"::float8 AS "amount", b."message", b."etaDays", b."status",
          b."createdAt" AT TIME ZONE 'UTC' AS "createdAt", b."updatedAt" AT TIME ZONE 'UTC' AS "updatedAt",
          u."fullName", u."email", u."reviewCount", u."ratingTotal", u."jobsCompleted", p."experienceYears"
        FROM "Bid" b
        JOIN "User" u ON u."id" = b."providerId"
        LEFT JOIN "ProviderProfile" p ON p."userId" = b."providerId"
        WHERE b."jobId" = j."id") AS bid)::text AS "bids"
    FROM "Job" j
    WHERE j."id" = ${jobId}::uuid`;
  if (!job) return { job: null };
  // Every bid's job is this one: its id (as PostgreSQL writes a uuid, the key is lower case) and owner are attached
  // once, not read per bid.
  const owner = { ownerId: job.ownerId };
  const rows: BidRow[] = job.bids === null ? [] : JSON.parse(job.bids);
  return {
    job: { ownerId: job.ownerId, bids: rows.map((row) => ({ ...bidOf(row), jobId, job: owner })), answers: {} },
  };
}

function bidOf({
  fullName,
  email,
  reviewCount,
  ratingTotal,
  experienceYears,
  jobsCompleted,
  createdAt,
  updatedAt,
  ...bid
}: BidRow) {
  const provider = {
    fullName,
    email,
    reviewCount,
    ratingTotal,
    providerProfile: experienceYears === null ? null : { experienceYears },
    jobsCompleted,
  };
  return { ...bid, createdAt: new Date(createdAt), updatedAt: new Date(updatedAt), provider };
}
