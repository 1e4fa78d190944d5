import { describe, expect, it } from "vitest";
import { POST as postLawn } from "@/app/api/lawns/route";
import { GET as getJob } from "@/app/api/jobs/[id]/route";
import { POST as placeBid } from "@/app/api/jobs/[id]/bids/route";
import { POST as accept } from "@/app/api/bids/[id]/accept/route";
import { POST as retract } from "@/app/api/bids/[id]/retract/route";
import { db } from "@/lib/db/client";
import { BIDDING_CLOSED_MESSAGE } from "@/lib/jobs/bidding";
import { runBidDeadlines } from "@/lib/jobs/close-bidding";
import { call, expectRefusal } from "../support/http";
import { createJob } from "../support/jobs";
import { lawnPayload } from "../support/lawn-payload";
import { createUser } from "../support/users";

type Answer = {
  job: { id: string; status: string; bidding_closes_at: string | null; auto_award?: { min_rating: number } | null };
  bid: { id: string; status: string };
  error: string;
  code: string;
};

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const post = (token: string, body: Record<string, unknown>) =>
  call<Answer>(postLawn, { token, body: lawnPayload(body) });
const bidOn = (jobId: string, token: string, amount: number) =>
  call<Answer>(placeBid, { params: { id: jobId }, token, body: { amount, eta_days: 2 } });
const isoIn = (ms: number) => new Date(Date.now() + ms).toISOString();
const isoDate = (ms: number) => new Date(Date.now() + ms).toISOString().slice(0, 10);

/** A provider with `reviews` published reviews averaging `rating`. */
async function providerRated(rating: number | null, name = "Pat Provider") {
  const provider = await createUser("provider", name);
  if (rating !== null)
    await db.user.update({ where: { id: provider.id }, data: { reviewCount: 2, ratingTotal: rating * 2 } });
  return provider;
}

/** An auction closing `closesInMs` from now, with bids by the given providers and amounts. */
async function auction(
  closesInMs: number,
  bids: { provider: { token: string }; amount: number }[],
  minRating?: number,
) {
  const owner = await createUser("homeowner", "Olivia Owner");
  const job = await createJob(owner.id, {
    priceType: "auction",
    priceEstimate: 100,
    biddingClosesAt: new Date(Date.now() + HOUR),
    autoAwardMinRating: minRating ?? null,
  });
  const placed = [];
  for (const bid of bids) placed.push((await bidOn(job.id, bid.provider.token, bid.amount)).body.bid);
  await db.job.update({ where: { id: job.id }, data: { biddingClosesAt: new Date(Date.now() + closesInMs) } });
  return { owner, job, bids: placed };
}

const notificationsOf = (userId: string, jobId: string) =>
  db.notification.findMany({ where: { userId, jobId }, orderBy: { createdAt: "asc" } });

describe("POST /api/lawns: bidding_closes_at and auto_award", () => {
  it("defaults an auction's close to 3 days ahead, and a quote request's too; a priced fixed posting has none", async () => {
    const owner = await createUser();
    const before = Date.now();
    const auctionAnswer = await post(owner.token, { price_type: "auction" });
    expect(auctionAnswer.status).toBe(201);
    const closes = Date.parse(auctionAnswer.body.job.bidding_closes_at!);
    expect(closes).toBeGreaterThanOrEqual(before + 3 * DAY);
    expect(closes).toBeLessThanOrEqual(Date.now() + 3 * DAY);
    expect(auctionAnswer.body.job.auto_award).toBeNull();
    const quotes = await post(owner.token, { price_type: "fixed", price_estimate: null });
    expect(quotes.body.job.bidding_closes_at).not.toBeNull();
    const fixed = await post(owner.token, { price_type: "fixed", price_estimate: 50 });
    expect(fixed.body.job.bidding_closes_at).toBeNull();
  });

  it("keeps the default close within the needed-by date", async () => {
    const owner = await createUser();
    const neededBy = isoDate(DAY);
    const answer = await post(owner.token, { price_type: "auction", needed_by: neededBy });
    expect(Date.parse(answer.body.job.bidding_closes_at!)).toBeLessThan(Date.now() + 3 * DAY);
  });

  it("takes a close from 1 hour to 14 days ahead and the award's minimum rating", async () => {
    const owner = await createUser();
    const at = isoIn(2 * HOUR);
    const answer = await post(owner.token, {
      price_type: "auction",
      bidding_closes_at: at,
      auto_award: { min_rating: 4.5 },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.job.bidding_closes_at).toBe(at);
    expect(answer.body.job.auto_award).toEqual({ min_rating: 4.5 });
    const stranger = await createUser("provider");
    const seen = await call<Answer>(getJob, {
      method: "GET",
      params: { id: answer.body.job.id },
      token: stranger.token,
    });
    expect(seen.body.job.bidding_closes_at).toBe(at);
    expect(seen.body.job.auto_award).toBeUndefined();
    expect((await post(owner.token, { price_type: "auction", bidding_closes_at: isoIn(14 * DAY - HOUR) })).status).toBe(
      201,
    );
  });

  it.each([
    ["less than an hour ahead", { bidding_closes_at: isoIn(30 * 60_000) }, "at least 1 hour"],
    ["in the past", { bidding_closes_at: isoIn(-HOUR) }, "at least 1 hour"],
    ["more than 14 days ahead", { bidding_closes_at: isoIn(14 * DAY + HOUR) }, "within 14 days"],
    ["after the needed-by date", { bidding_closes_at: isoIn(5 * DAY), needed_by: isoDate(DAY) }, "needed-by date"],
    ["not a time", { bidding_closes_at: "Friday" }, "ISO 8601"],
    ["a rating above 5", { auto_award: { min_rating: 6 } }, "at most 5"],
    ["a rating below 1", { auto_award: { min_rating: 0 } }, "at least 1"],
  ])("refuses a close %s (400, nothing written)", async (_, body, message) => {
    const owner = await createUser();
    const answer = await post(owner.token, { price_type: "auction", ...body });
    expect(answer.status).toBe(400);
    expectRefusal(400, answer.body);
    expect(answer.body.error).toContain(message);
    expect(await db.job.count({ where: { ownerId: owner.id } })).toBe(0);
  });

  it("refuses a close or an award on a posting that is claimed at its price", async () => {
    const owner = await createUser();
    const closing = await post(owner.token, { price_estimate: 50, bidding_closes_at: isoIn(DAY) });
    expect(closing.status).toBe(400);
    expect(closing.body.error).toContain("Only postings that take bids close");
    const awarding = await post(owner.token, { price_estimate: 50, auto_award: { min_rating: 4 } });
    expect(awarding.status).toBe(400);
  });
});

describe("after the close", () => {
  it("refuses new bids and retractions with 409 bidding_closed; before it, both are taken", async () => {
    const early = await createUser("provider");
    const { job, bids } = await auction(-60_000, [{ provider: early, amount: 60 }]);
    const late = await bidOn(job.id, (await createUser("provider")).token, 55);
    expect([late.status, late.body]).toEqual([409, { error: BIDDING_CLOSED_MESSAGE, code: "bidding_closed" }]);
    const retraction = await call<Answer>(retract, { params: { id: bids[0].id }, token: early.token });
    expect([retraction.status, retraction.body.code]).toEqual([409, "bidding_closed"]);
    expect((await db.bid.findUniqueOrThrow({ where: { id: bids[0].id } })).status).toBe("open");

    const open = await auction(HOUR, [{ provider: early, amount: 70 }]);
    expect((await bidOn(open.job.id, (await createUser("provider")).token, 65)).status).toBe(201);
    expect((await call(retract, { params: { id: open.bids[0].id }, token: early.token })).status).toBe(200);
  });

  it("tells the owner the ranking, lowest first, once however often the task runs; they may still accept", async () => {
    const [ann, bob, cy] = await Promise.all([
      providerRated(null, "Ann Able"),
      providerRated(null, "Bob Best"),
      providerRated(null, "Cy Cheap"),
    ]);
    const { owner, job, bids } = await auction(HOUR, [
      { provider: ann, amount: 80 },
      { provider: bob, amount: 95 },
      { provider: cy, amount: 60 },
    ]);
    const closesAt = (await db.job.findUniqueOrThrow({ where: { id: job.id } })).biddingClosesAt!;
    // Not before the close.
    await runBidDeadlines(new Date(closesAt.getTime() - 1000));
    expect(await notificationsOf(owner.id, job.id)).toHaveLength(3);
    const now = new Date(closesAt.getTime() + 1000);
    await runBidDeadlines(now);
    await runBidDeadlines(now);
    const closed = (await notificationsOf(owner.id, job.id)).filter((n) => n.type === "bidding_closed");
    expect(closed).toHaveLength(1);
    expect(closed[0].body).toMatch(
      /Lowest first: 1\. Cy Cheap \$60\.00, 2\. Ann Able \$80\.00, 3\. Bob Best \$95\.00\./,
    );
    expect((await db.job.findUniqueOrThrow({ where: { id: job.id } })).status).toBe("open");
    expect((await call(accept, { params: { id: bids[1].id }, token: owner.token })).status).toBe(200);
  });

  it("expires an unawarded posting 3 days after the close and tells its bidders and owner", async () => {
    const [ann, bob] = await Promise.all([providerRated(null), providerRated(null)]);
    const { owner, job, bids } = await auction(HOUR, [
      { provider: ann, amount: 80 },
      { provider: bob, amount: 70 },
    ]);
    await call(retract, { params: { id: bids[0].id }, token: ann.token });
    const closesAt = (await db.job.findUniqueOrThrow({ where: { id: job.id } })).biddingClosesAt!;
    await runBidDeadlines(new Date(closesAt.getTime() + 3 * DAY - 1000));
    expect((await db.job.findUniqueOrThrow({ where: { id: job.id } })).status).toBe("open");
    const now = new Date(closesAt.getTime() + 3 * DAY);
    // Other postings of this file may expire in the same run: this one's state tells, and a second run changes nothing.
    await runBidDeadlines(now);
    expect(await runBidDeadlines(now)).toEqual({ closed: 0, expired: 0 });
    expect((await db.job.findUniqueOrThrow({ where: { id: job.id } })).status).toBe("expired");
    expect((await db.bid.findUniqueOrThrow({ where: { id: bids[1].id } })).status).toBe("expired");
    expect((await notificationsOf(bob.id, job.id)).map((n) => n.type)).toEqual(["job_expired"]);
    // A retracted bidder has nothing left to hear about.
    expect(await notificationsOf(ann.id, job.id)).toHaveLength(0);
    expect((await notificationsOf(owner.id, job.id)).map((n) => n.type)).toContain("job_expired");
    const answer = await call<Answer>(accept, { params: { id: bids[1].id }, token: owner.token });
    expect(answer.status).toBe(409);
  });

  it("awards automatically the lowest bid from a provider rated at least the minimum, skipping lower-rated ones", async () => {
    const cheapUnrated = await providerRated(null, "Nora New");
    const cheapLow = await providerRated(3.5, "Larry Low");
    const good = await providerRated(4.5, "Gina Good");
    const best = await providerRated(5, "Bea Best");
    const { owner, job, bids } = await auction(
      HOUR,
      [
        { provider: cheapUnrated, amount: 40 },
        { provider: cheapLow, amount: 45 },
        { provider: best, amount: 75 },
        { provider: good, amount: 60 },
      ],
      4,
    );
    const closesAt = (await db.job.findUniqueOrThrow({ where: { id: job.id } })).biddingClosesAt!;
    // Other postings of this file may close in the same run: this one's state and notifications tell.
    await runBidDeadlines(new Date(closesAt.getTime() + 1000));
    const awarded = await db.job.findUniqueOrThrow({ where: { id: job.id } });
    expect([awarded.status, awarded.providerId, Number(awarded.agreedPrice)]).toEqual(["claimed", good.id, 60]);
    const statuses = await db.bid.findMany({ where: { jobId: job.id }, orderBy: { amount: "asc" } });
    expect(statuses.map((bid) => bid.status)).toEqual(["expired", "expired", "accepted", "expired"]);
    expect((await notificationsOf(good.id, job.id)).map((n) => n.type)).toEqual(["bid_accepted"]);
    expect((await notificationsOf(cheapLow.id, job.id)).map((n) => n.type)).toEqual(["bid_expired"]);
    const ownerHeard = (await notificationsOf(owner.id, job.id)).filter((n) => n.type === "bidding_closed");
    expect(ownerHeard.map((n) => n.title)).toEqual(["Bidding closed: your lawn was awarded"]);
    expect(await db.contactDisclosure.count({ where: { jobId: job.id, providerId: good.id } })).toBe(1);
    expect((await db.user.findUniqueOrThrow({ where: { id: good.id } })).claimsWaiting).toBe(1);
    expect(bids).toHaveLength(4);
    const seen = await call<Answer>(getJob, { method: "GET", params: { id: job.id }, token: owner.token });
    expect(seen.body.job).toMatchObject({ status: "claimed", provider_id: good.id });
  });

  it("falls back to the ranking when no bid qualifies for the award", async () => {
    const low = await providerRated(3);
    const { owner, job } = await auction(HOUR, [{ provider: low, amount: 50 }], 4);
    const closesAt = (await db.job.findUniqueOrThrow({ where: { id: job.id } })).biddingClosesAt!;
    await runBidDeadlines(new Date(closesAt.getTime() + 1000));
    expect((await db.job.findUniqueOrThrow({ where: { id: job.id } })).status).toBe("open");
    const closed = (await notificationsOf(owner.id, job.id)).filter((n) => n.type === "bidding_closed");
    expect(closed.map((n) => n.title)).toEqual(["Bidding closed on your lawn"]);
  });

  it("leaves postings without a close (posted before deadlines) open for ever", async () => {
    const owner = await createUser();
    const job = await createJob(owner.id, { priceType: "auction", createdAt: new Date(Date.now() - 30 * DAY) });
    await runBidDeadlines(new Date(Date.now() + 60 * DAY));
    expect((await db.job.findUniqueOrThrow({ where: { id: job.id } })).status).toBe("open");
    expect((await bidOn(job.id, (await createUser("provider")).token, 40)).status).toBe(201);
  });
});
