import "server-only";
import { acceptBidWithin } from "@/lib/bids/accept-bid";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { notificationOf } from "@/lib/notifications/events";
import { notify } from "@/lib/notifications/notify";
import { acceptDeadline, BIDDING_LIMITS } from "./bidding";
import { bidTransitions, jobTransitions } from "./status";

type Tx = Prisma.TransactionClient;

const BATCH_SIZE = 25;
const DAY_MS = 86_400_000;

type DueJob = { id: string; ownerId: string; title: string; biddingClosesAt: Date; autoAwardMinRating: number | null };
type RankedBid = {
  id: string;
  jobId: string;
  providerId: string;
  amount: Prisma.Decimal;
  providerName: string;
  reviewCount: number;
  ratingTotal: number;
};

/** "Mon 15 Jun": the accept deadline in a notification, which is read in any time zone (so UTC, by date only). */
const dayOf = (at: Date) =>
  at
    .toLocaleDateString("en-GB", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" })
    .replace(",", "");

/**
 * The periodic task of bid deadlines: postings whose bidding has closed are awarded automatically (when their owner
 * asked) or their owner is told the ranking; postings nobody was hired for within BIDDING_LIMITS.acceptDays of the
 * close expire. Returns how many postings each step handled.
 */
export async function runBidDeadlines(now: Date = new Date()) {
  return { closed: await closeDueBidding(now), expired: await expireUnawarded(now) };
}

/**
 * Every open posting whose close has passed and is not yet processed, in batches. Each batch is one transaction that
 * locks its postings with SKIP LOCKED (instances sweeping at once share the work) and marks each processed
 * (biddingClosedAt) in a conditional update, so a posting is closed once however many runs race.
 */
export async function closeDueBidding(now: Date = new Date()): Promise<number> {
  let closed = 0;
  for (;;) {
    const batch = await db.$transaction(async (tx) => {
      const due = await tx.$queryRaw<DueJob[]>`
        SELECT "id", "ownerId", "title", "biddingClosesAt", "autoAwardMinRating" FROM "Job"
        WHERE "status"::text = ANY(${[...jobTransitions.acceptBid.from]}) AND "biddingClosedAt" IS NULL
          AND "biddingClosesAt" <= ${now}
        ORDER BY "biddingClosesAt", "id" LIMIT ${BATCH_SIZE}
        FOR UPDATE SKIP LOCKED`;
      let handled = 0;
      for (const job of due) {
        const { count } = await tx.job.updateMany({
          where: { id: job.id, biddingClosedAt: null },
          data: { biddingClosedAt: now },
        });
        if (count === 1) handled += 1;
        if (count === 1) await closeOne(tx, job, now);
      }
      return { due: due.length, handled };
    });
    closed += batch.handled;
    if (batch.due < BATCH_SIZE) return closed;
  }
}

/** One posting at its close: the award, if asked and a bid qualifies, else the ranking for the owner to choose from. */
async function closeOne(tx: Tx, job: DueJob, now: Date) {
  const ranking = await tx.$queryRaw<RankedBid[]>`
    SELECT b."id", b."jobId", b."providerId", b."amount", u."fullName" AS "providerName", u."reviewCount", u."ratingTotal"
    FROM "Bid" b JOIN "User" u ON u."id" = b."providerId"
    WHERE b."jobId" = ${job.id}::uuid AND b."status"::text = ANY(${[...bidTransitions.accept.from]})
    ORDER BY b."amount", b."createdAt", b."id"`;
  if (job.autoAwardMinRating !== null) {
    const awarded = await autoAward(tx, job, ranking, job.autoAwardMinRating, now);
    if (awarded) return;
  }
  await notify(tx, [notificationOf.biddingClosed(job, ranking, dayOf(acceptDeadline(job.biddingClosesAt)))]);
}

/**
 * Accepts, for the owner, the lowest bid from a provider whose published rating is at least `minRating` (a provider
 * without reviews has no rating, so does not qualify). A bid that cannot be accepted (its provider is at the claim
 * cap) is passed over for the next: each attempt is a savepoint, rolled back on refusal.
 */
async function autoAward(tx: Tx, job: DueJob, ranking: RankedBid[], minRating: number, now: Date) {
  const qualifying = ranking.filter((bid) => bid.reviewCount > 0 && bid.ratingTotal >= minRating * bid.reviewCount);
  for (const bid of qualifying) {
    await tx.$executeRawUnsafe("SAVEPOINT auto_award");
    try {
      await acceptBidWithin(tx, { bid, ownerId: job.ownerId, now });
      await tx.$executeRawUnsafe("RELEASE SAVEPOINT auto_award");
      await notify(tx, [notificationOf.autoAwarded(job, bid)]);
      return true;
    } catch (error) {
      await tx.$executeRawUnsafe("ROLLBACK TO SAVEPOINT auto_award");
      if (!(error instanceof AppError)) throw error;
    }
  }
  return false;
}

/**
 * Open postings whose owner accepted no bid within BIDDING_LIMITS.acceptDays of the close expire, in batches like the
 * close: their open bids expire with them, and the bidders and the owner are told.
 */
export async function expireUnawarded(now: Date = new Date()): Promise<number> {
  const closedBefore = new Date(now.getTime() - BIDDING_LIMITS.acceptDays * DAY_MS);
  const rule = jobTransitions.expire;
  let expired = 0;
  for (;;) {
    const batch = await db.$transaction(async (tx) => {
      const due = await tx.$queryRaw<{ id: string }[]>`
        SELECT "id" FROM "Job"
        WHERE "status"::text = ANY(${[...rule.from]}) AND "biddingClosesAt" <= ${closedBefore}
        ORDER BY "biddingClosesAt", "id" LIMIT ${BATCH_SIZE}
        FOR UPDATE SKIP LOCKED`;
      if (due.length === 0) return 0;
      const jobs = await tx.job.updateManyAndReturn({
        where: { id: { in: due.map((job) => job.id) }, status: { in: [...rule.from] } },
        data: { status: rule.to, biddingClosedAt: now },
        select: { id: true, title: true, ownerId: true },
      });
      const bids = await tx.bid.updateManyAndReturn({
        where: { jobId: { in: jobs.map((job) => job.id) }, status: { in: [...bidTransitions.expire.from] } },
        data: { status: bidTransitions.expire.to },
        select: { jobId: true, providerId: true },
      });
      const byId = new Map(jobs.map((job) => [job.id, job]));
      await notify(tx, [
        ...jobs.map((job) => notificationOf.ownJobExpired(job)),
        ...bids.map((bid) => notificationOf.jobExpired(byId.get(bid.jobId)!, bid.providerId)),
      ]);
      return due.length;
    });
    expired += batch;
    if (batch < BATCH_SIZE) return expired;
  }
}
