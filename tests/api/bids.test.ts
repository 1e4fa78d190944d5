import { describe, expect, it } from "vitest";
import { GET as listBids, POST as placeBid } from "@/app/api/jobs/[id]/bids/route";
import { POST as accept } from "@/app/api/bids/[id]/accept/route";
import { POST as retract } from "@/app/api/bids/[id]/retract/route";
import { toBidDtos, bidInclude } from "@/lib/bids/dto";
import { db } from "@/lib/db/client";
import { call, expectRefusal, type Handler } from "../support/http";
import { createJob } from "../support/jobs";
import { createUser } from "../support/users";

type Bid = Record<string, unknown> & { id: string; amount: number; status: string };
type Answer = {
  bid: Bid;
  bids: Bid[];
  total: number;
  job: Record<string, unknown>;
  job_id: string;
  message: string;
  error: string;
  code: string;
};

const bidOn = (jobId: string, token: string | undefined, body: unknown) =>
  call<Answer>(placeBid, { params: { id: jobId }, token, body });
const bidsOf = (jobId: string, token?: string) =>
  call<Answer>(listBids, { method: "GET", params: { id: jobId }, token });
const onBid = (handler: Handler, bidId: string, token?: string) =>
  call<Answer>(handler, { params: { id: bidId }, token });

async function auctionWithBids(amounts: number[]) {
  const owner = await createUser("homeowner", "Olivia Owner");
  const job = await createJob(owner.id, { priceType: "auction", priceEstimate: 100 });
  const providers = [];
  const bids: Bid[] = [];
  for (const amount of amounts) {
    const provider = await createUser("provider");
    providers.push(provider);
    bids.push((await bidOn(job.id, provider.token, { amount, eta_days: 2 })).body.bid);
  }
  return { owner, job, providers, bids };
}

describe("bid messages before a hire", () => {
  it("mask contact details for other providers and for the owner until the bid is accepted; the bidder reads their own", async () => {
    const owner = await createUser();
    const job = await createJob(owner.id, { priceType: "auction", priceEstimate: 100 });
    const bidder = await createUser("provider");
    const rival = await createUser("provider");
    const text = "Can start Monday, text 6l7-555-Ol75 or keisha at example dot com";
    const masked = "Can start Monday, text [phone hidden] or [email hidden]";
    const placed = await bidOn(job.id, bidder.token, { amount: 80, eta_days: 2, message: text });
    expect(placed.body.bid.message).toBe(text);
    const messageFor = async (token: string) => (await bidsOf(job.id, token)).body.bids[0].message;
    expect(await messageFor(rival.token)).toBe(masked);
    expect(await messageFor(owner.token)).toBe(masked);
    expect(await messageFor(bidder.token)).toBe(text);
    expect((await onBid(accept, placed.body.bid.id, owner.token)).status).toBe(200);
    expect(await messageFor(owner.token)).toBe(text);
  });
});

describe("POST /api/jobs/{id}/bids", () => {
  it("places a provider's bid on an open auction job (201), trimming the message", async () => {
    const owner = await createUser();
    const provider = await createUser("provider", "Pat Provider");
    const job = await createJob(owner.id, { priceType: "auction" });
    const res = await bidOn(job.id, provider.token, { amount: 72.5, eta_days: 3, message: "  Can start Monday  " });
    expect(res.status).toBe(201);
    expect(res.body.bid).toMatchObject({
      job_id: job.id,
      provider_id: provider.id,
      amount: 72.5,
      eta_days: 3,
      message: "Can start Monday",
      status: "open",
      provider_name: "Pat Provider",
      provider_email: provider.email,
      provider_rating: null,
    });
    expect(res.body.bid.created_at).toBe(res.body.bid.updated_at);
  });

  it("omits an empty message", async () => {
    const owner = await createUser();
    const job = await createJob(owner.id, { priceType: "auction" });
    const res = await bidOn(job.id, (await createUser("provider")).token, { amount: 10, eta_days: 1, message: "   " });
    expect(res.body.bid.message).toBeNull();
  });

  it("answers each caller as the rules say", async () => {
    const owner = await createUser();
    const job = await createJob(owner.id, { priceType: "auction" });
    expect((await bidOn(job.id, undefined, { amount: 10, eta_days: 1 })).status).toBe(401);
    expect((await bidOn(job.id, owner.token, { amount: 10, eta_days: 1 })).status).toBe(403);
    expect((await bidOn(job.id, (await createUser()).token, { amount: 10, eta_days: 1 })).status).toBe(403);
    expect(await db.bid.count({ where: { jobId: job.id } })).toBe(0);
  });

  it("takes bids on open auction jobs only", async () => {
    const owner = await createUser();
    const provider = await createUser("provider");
    const fixed = await createJob(owner.id);
    expect((await bidOn(fixed.id, provider.token, { amount: 10, eta_days: 1 })).status).toBe(422);
    const claimed = await createJob(owner.id, {
      priceType: "auction",
      status: "claimed",
      providerId: (await createUser("provider")).id,
    });
    expect((await bidOn(claimed.id, provider.token, { amount: 10, eta_days: 1 })).status).toBe(409);
    expect(
      (await bidOn("0190a4b2-0000-7000-8000-000000000000", provider.token, { amount: 10, eta_days: 1 })).status,
    ).toBe(404);
  });

  it("takes quotes as bids on a fixed-price posting without a price, and accepting one sets the agreed price", async () => {
    const owner = await createUser();
    const provider = await createUser("provider");
    const quote = await createJob(owner.id, { priceType: "fixed", priceEstimate: null });
    const placed = await bidOn(quote.id, provider.token, { amount: 85, eta_days: 2 });
    expect(placed.status).toBe(201);
    const accepted = await onBid(accept, placed.body.bid.id, owner.token);
    expect(accepted.status).toBe(200);
    expect(accepted.body.job).toMatchObject({
      status: "claimed",
      provider_id: provider.id,
      price_estimate: null,
      agreed_price: 85,
    });
    expect(accepted.body.message).toBe("The bid has been accepted and the job assigned.");
  });

  it.each([
    ["a negative amount", { amount: -1, eta_days: 1 }],
    ["three decimals", { amount: 10.005, eta_days: 1 }],
    ["a string amount", { amount: "10", eta_days: 1 }],
    ["a missing amount", { eta_days: 1 }],
    ["a missing eta", { amount: 10 }],
    ["zero days", { amount: 10, eta_days: 0 }],
    ["fractional days", { amount: 10, eta_days: 1.5 }],
    ["a 1,001-character message", { amount: 10, eta_days: 1, message: "x".repeat(1001) }],
    ["a 100,000-character message", { amount: 10, eta_days: 1, message: "x".repeat(100_000) }],
  ])("answers 400 for %s", async (_case, body) => {
    const owner = await createUser();
    const job = await createJob(owner.id, { priceType: "auction" });
    const res = await bidOn(job.id, (await createUser("provider")).token, body);
    expect(res.status).toBe(400);
    expectRefusal(400, res.body);
  });

  it("allows one bid per provider per job: of 20 at once exactly one is placed", async () => {
    const owner = await createUser();
    const provider = await createUser("provider");
    const job = await createJob(owner.id, { priceType: "auction" });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => bidOn(job.id, provider.token, { amount: 10 + i, eta_days: 1 })),
    );
    expect(results.map((res) => res.status).sort()).toEqual([201, ...Array(19).fill(409)]);
    expect(results.find((res) => res.status === 409)?.body.code).toBe("bid_already_placed");
    expect(await db.bid.count({ where: { jobId: job.id } })).toBe(1);
  });
});

describe("GET /api/jobs/{id}/bids", () => {
  it("lists bids lowest first with the total, to the owner and to providers", async () => {
    const { owner, job, providers } = await auctionWithBids([90, 45.5, 60]);
    const res = await bidsOf(job.id, owner.token);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(3);
    expect(res.body.bids.map((bid) => bid.amount)).toEqual([45.5, 60, 90]);
    expect(res.body.bids[0]).toHaveProperty("provider_email");
    const asProvider = await bidsOf(job.id, providers[0].token);
    expect(asProvider.status).toBe(200);
    // A competitor's email is not shown to another provider; their own is.
    expect(asProvider.body.bids.filter((bid) => "provider_email" in bid).map((bid) => bid.provider_id)).toEqual([
      providers[0].id,
    ]);
    // A provider who has not bid sees no email, whoever asked for the same read before them.
    const onlooker = await createUser("provider");
    for (const caller of [onlooker, providers[1], onlooker]) {
      const answer = await bidsOf(job.id, caller.token);
      const shown = answer.body.bids.filter((bid) => "provider_email" in bid).map((bid) => bid.provider_id);
      expect(shown).toEqual(caller === onlooker ? [] : [caller.id]);
    }
    expect((await bidsOf(job.id, owner.token)).body).toEqual(res.body);
  });

  // A job's bids are read once for every caller for up to 2 s (lib/bids/list-bids.ts); the freshness budget is 5 s.
  it("shows a new bid to its bidder at once and to the owner within 5 seconds, and a shared read to no other homeowner", async () => {
    const { owner, job } = await auctionWithBids([90]);
    const onlooker = await createUser("provider");
    expect((await bidsOf(job.id, owner.token)).body.total).toBe(1);
    expect((await bidsOf(job.id, onlooker.token)).body.total).toBe(1);
    const bidder = await createUser("provider");
    const placed = (await bidOn(job.id, bidder.token, { amount: 70, eta_days: 1 })).body.bid;
    // The bidder's read began after their write: theirs is a new read, with the bid, shared from then on.
    const bidders = await bidsOf(job.id, bidder.token);
    expect(bidders.body.bids.map((bid) => bid.id)).toEqual([placed.id, expect.any(String)]);
    await expect
      .poll(async () => (await bidsOf(job.id, owner.token)).body.total, { timeout: 5_000, interval: 250 })
      .toBe(2);
    const stranger = await createUser("homeowner");
    expect((await bidsOf(job.id, stranger.token)).status).toBe(403);
  });

  it("shows each bid and its bidder's standing as a read of the bid itself does (bidInclude)", async () => {
    const { owner, job, providers } = await auctionWithBids([70, 55, 55, 80]);
    const [rated, experienced, unprofiled, retracting] = providers;
    await db.user.update({ where: { id: rated.id }, data: { reviewCount: 3, ratingTotal: 14 } });
    for (const status of ["completed", "completed", "claimed"] as const)
      await createJob(owner.id, { status, providerId: rated.id });
    await db.providerProfile.update({ where: { userId: experienced.id }, data: { experienceYears: 7 } });
    await db.providerProfile.delete({ where: { userId: unprofiled.id } });
    await db.bid.updateMany({ where: { jobId: job.id, providerId: retracting.id }, data: { status: "retracted" } });
    const stored = await db.bid.findMany({
      where: { jobId: job.id },
      include: bidInclude,
      orderBy: [{ amount: "asc" }, { createdAt: "asc" }],
    });
    for (const viewer of [owner, rated]) {
      const res = await bidsOf(job.id, viewer.token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(JSON.parse(JSON.stringify({ bids: toBidDtos(stored, viewer), total: 4 })));
    }
    // The fixture covers each kind of standing: rated with completed jobs, experienced, without a profile.
    const { bids } = (await bidsOf(job.id, owner.token)).body;
    expect(
      bids.map((bid) => [
        bid.provider_id,
        bid.provider_jobs_completed,
        bid.provider_experience_years,
        bid.provider_rating,
        bid.status,
      ]),
    ).toEqual([
      [experienced.id, 0, 7, null, "open"],
      [unprofiled.id, 0, null, null, "open"],
      [rated.id, 2, 0, 4.7, "open"],
      [retracting.id, 0, 0, null, "retracted"],
    ]);
  });

  it("answers an empty list for a job without bids, and 404 for no such job", async () => {
    const owner = await createUser();
    const job = await createJob(owner.id, { priceType: "auction" });
    expect((await bidsOf(job.id, owner.token)).body).toEqual({ bids: [], total: 0 });
    expect((await bidsOf("00000000-0000-4000-8000-000000000000", owner.token)).status).toBe(404);
  });

  it("refuses anonymous callers (401) and homeowners who do not own the job (403)", async () => {
    const { job } = await auctionWithBids([50]);
    expect((await bidsOf(job.id)).status).toBe(401);
    expect((await bidsOf(job.id, (await createUser()).token)).status).toBe(403);
  });
});

describe("POST /api/bids/{id}/accept", () => {
  it("assigns the job to the bidder, accepts the bid and expires the others in one go", async () => {
    const { owner, job, providers, bids } = await auctionWithBids([80, 70, 90]);
    const res = await onBid(accept, bids[1].id, owner.token);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("The bid has been accepted and the job assigned.");
    expect(res.body.job).toMatchObject({
      id: job.id,
      status: "claimed",
      provider_id: providers[1].id,
      agreed_price: 70,
    });
    const statuses = await db.bid.findMany({
      where: { jobId: job.id },
      orderBy: { amount: "asc" },
      select: { status: true },
    });
    expect(statuses.map((bid) => bid.status)).toEqual(["accepted", "expired", "expired"]);
    expect((await onBid(accept, bids[0].id, owner.token)).status).toBe(409);
  });

  it("answers each caller as the rules say", async () => {
    const { owner, job, providers, bids } = await auctionWithBids([80]);
    expect((await onBid(accept, bids[0].id)).status).toBe(401);
    expect((await onBid(accept, bids[0].id, (await createUser()).token)).status).toBe(403);
    expect((await onBid(accept, bids[0].id, providers[0].token)).status).toBe(403);
    expect((await onBid(accept, bids[0].id, (await createUser("provider")).token)).status).toBe(403);
    expect((await db.job.findUniqueOrThrow({ where: { id: job.id } })).status).toBe("open");
    expect((await onBid(accept, "0190a4b2-0000-7000-8000-000000000000", owner.token)).status).toBe(404);
    expect((await onBid(accept, bids[0].id, owner.token)).status).toBe(200);
  });

  it("refuses a retracted bid with 409 and leaves the job open (the transaction rolls back)", async () => {
    const { owner, job, providers, bids } = await auctionWithBids([80, 85]);
    expect((await onBid(retract, bids[0].id, providers[0].token)).status).toBe(200);
    expect((await onBid(accept, bids[0].id, owner.token)).status).toBe(409);
    const after = await db.job.findUniqueOrThrow({ where: { id: job.id } });
    expect([after.status, after.providerId]).toEqual(["open", null]);
    expect((await db.bid.findUniqueOrThrow({ where: { id: bids[1].id } })).status).toBe("open");
  });

  it("accepts exactly one of several bids accepted at once", async () => {
    const { owner, job, bids } = await auctionWithBids([50, 60, 70, 80, 90]);
    const results = await Promise.all(bids.map((bid) => onBid(accept, bid.id, owner.token)));
    expect(results.map((res) => res.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await db.bid.count({ where: { jobId: job.id, status: "accepted" } })).toBe(1);
    expect(await db.bid.count({ where: { jobId: job.id, status: "expired" } })).toBe(4);
  });
});

describe("POST /api/bids/{id}/retract", () => {
  it("lets a provider retract their own open bid once, answering with the bid and job_id", async () => {
    const { job, providers, bids } = await auctionWithBids([80]);
    const res = await onBid(retract, bids[0].id, providers[0].token);
    expect(res.status).toBe(200);
    expect(res.body.job_id).toBe(job.id);
    expect(res.body.bid).toMatchObject({ id: bids[0].id, job_id: job.id, status: "retracted" });
    expect((await onBid(retract, bids[0].id, providers[0].token)).status).toBe(409);
  });

  it("refuses anyone else", async () => {
    const { owner, providers, bids } = await auctionWithBids([80]);
    expect((await onBid(retract, bids[0].id)).status).toBe(401);
    expect((await onBid(retract, bids[0].id, owner.token)).status).toBe(403);
    expect((await onBid(retract, bids[0].id, (await createUser("provider")).token)).status).toBe(403);
    expect((await db.bid.findUniqueOrThrow({ where: { id: bids[0].id } })).status).toBe("open");
    expect((await onBid(retract, bids[0].id, providers[0].token)).status).toBe(200);
  });
});
