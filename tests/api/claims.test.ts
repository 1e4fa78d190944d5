import { afterAll, describe, expect, it, vi } from "vitest";
import { GET as getJob } from "@/app/api/jobs/[id]/route";
import { POST as claim } from "@/app/api/jobs/[id]/claim/route";
import { POST as release } from "@/app/api/jobs/[id]/release/route";
import { POST as start } from "@/app/api/jobs/[id]/start/route";
import { POST as complete } from "@/app/api/jobs/[id]/complete/route";
import { POST as placeBid } from "@/app/api/jobs/[id]/bids/route";
import { POST as accept } from "@/app/api/bids/[id]/accept/route";
import { GET as claimHistory } from "@/app/api/users/claim-history/route";
import { acceptBid } from "@/lib/bids/accept-bid";
import { db } from "@/lib/db/client";
import { claimJob } from "@/lib/jobs/claim-job";
import { MAX_OPEN_CLAIMS, RELEASE_LIMIT } from "@/lib/jobs/claims";
import { listContactDisclosures } from "@/lib/jobs/contact-disclosures";
import { lapseStaleClaims } from "@/lib/jobs/lapse-stale-claims";
import { neededByDate } from "@/lib/jobs/needed-by";
import { startJob } from "@/lib/jobs/start-job";
import { call, type Handler } from "../support/http";
import { createJob } from "../support/jobs";
import { createUser } from "../support/users";
import { raceStartsAgainstSweep } from "../support/claims-race";
import { checkInvariants } from "../support/invariants";

// Whatever the suite did through the API, the database's rules still hold (tests/support/invariants.ts).
afterAll(async () => {
  expect(await checkInvariants(db)).toEqual([]);
});

type JobBody = { job: Record<string, unknown> & { status: string }; message?: string; error?: string; code?: string };

const HOUR = 3_600_000;
const act = (handler: Handler, id: string, token?: string) => call<JobBody>(handler, { params: { id }, token });
const read = (id: string, token?: string) => call<JobBody>(getJob, { method: "GET", params: { id }, token });
const jobRow = (id: string) => db.job.findUniqueOrThrow({ where: { id } });
/** A bid of $80 in one day on the auction, placed through the route. */
const bidOn = async (jobId: string, token: string) =>
  (
    await call<{ bid: { id: string } }>(placeBid, {
      params: { id: jobId },
      token,
      body: { amount: 80, eta_days: 1 },
    })
  ).body.bid;

describe("POST /api/jobs/{id}/release", () => {
  it("returns the assigned provider's claimed job to open, and both sides see that it was released", async () => {
    const owner = await createUser("homeowner", "Olivia Owner");
    const provider = await createUser("provider", "Pat Provider");
    const job = await createJob(owner.id);
    expect((await act(claim, job.id, provider.token)).status).toBe(200);
    const res = await act(release, job.id, provider.token);
    expect(res.status).toBe(200);
    expect(res.body.job).toMatchObject({
      status: "open",
      provider_id: null,
      provider_name: null,
      agreed_price: null,
      claimed_at: null,
    });
    expect(res.body.job).not.toHaveProperty("claim_lapses_at");
    const seenByOwner = (await read(job.id, owner.token)).body.job;
    expect(seenByOwner.claim_history).toEqual([
      { kind: "released", provider_id: provider.id, provider_name: "Pat Provider", at: expect.any(String) },
    ]);
    expect((await read(job.id, provider.token)).body.job.claim_history).toEqual(seenByOwner.claim_history);
    // Not the public's business, nor another provider's.
    expect((await read(job.id)).body.job).not.toHaveProperty("claim_history");
    expect((await read(job.id, (await createUser("provider")).token)).body.job).not.toHaveProperty("claim_history");
    // Open again: another provider can claim it.
    expect((await act(claim, job.id, (await createUser("provider")).token)).status).toBe(200);
  });

  it("answers each caller as the rules say", async () => {
    const owner = await createUser();
    const assigned = await createUser("provider");
    const job = await createJob(owner.id, { status: "claimed", providerId: assigned.id });
    expect((await act(release, job.id)).status).toBe(401);
    expect((await act(release, job.id, owner.token)).status).toBe(403);
    const stranger = await act(release, job.id, (await createUser("provider")).token);
    expect([stranger.status, stranger.body.code]).toEqual([403, "not_assigned_provider"]);
    expect((await jobRow(job.id)).status).toBe("claimed");
    expect((await act(release, job.id, assigned.token)).status).toBe(200);
    const again = await act(release, job.id, assigned.token);
    expect([again.status, again.body.code]).toEqual([409, "claim_released"]);
    expect((await act(release, "0190a4b2-0000-7000-8000-000000000000", assigned.token)).status).toBe(404);
  });

  it("refuses a started job with 409: a release comes before the work", async () => {
    const owner = await createUser();
    const provider = await createUser("provider");
    const job = await createJob(owner.id, { status: "claimed", providerId: provider.id });
    expect((await act(start, job.id, provider.token)).status).toBe(200);
    const res = await act(release, job.id, provider.token);
    expect([res.status, res.body.code]).toEqual([409, "job_wrong_status"]);
  });

  it("on an auction, retracts the accepted bid and re-opens the bids its acceptance expired", async () => {
    const { owner, job, bids } = await auctionWithBids(3);
    await acceptBid({ bidId: bids[0].id, ownerId: owner.id });
    expect(await bidStatuses(job.id)).toEqual(["accepted", "expired", "expired"]);
    expect((await act(release, job.id, bids[0].token)).status).toBe(200);
    expect(await bidStatuses(job.id)).toEqual(["retracted", "open", "open"]);
    const next = await call<JobBody>(accept, { params: { id: bids[1].id }, token: owner.token });
    expect([next.status, next.body.job.provider_id]).toEqual([200, bids[1].providerId]);
  });

  it("lists the provider's released and lapsed claims newest first (GET /api/users/claim-history)", async () => {
    const owner = await createUser();
    const provider = await createUser("provider");
    const released = await createJob(owner.id, { title: "Released lawn" });
    const lapsed = await createJob(owner.id, { title: "Lapsed lawn" });
    await act(claim, released.id, provider.token);
    await act(release, released.id, provider.token);
    const claimedAt = new Date(Date.now() - 100 * HOUR);
    await claimJob({ jobId: lapsed.id, provider, now: claimedAt });
    await lapseStaleClaims(new Date());
    const res = await call<{ events: Record<string, unknown>[]; pagination: { total: number } }>(claimHistory, {
      method: "GET",
      path: "/api/users/claim-history",
      token: provider.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.events).toEqual([
      {
        id: expect.any(String),
        kind: "released",
        job_id: released.id,
        job_title: "Released lawn",
        at: expect.any(String),
      },
      {
        id: expect.any(String),
        kind: "lapsed",
        job_id: lapsed.id,
        job_title: "Lapsed lawn",
        at: new Date(claimedAt.getTime() + 72 * HOUR).toISOString(),
      },
    ]);
    expect(res.body.pagination.total).toBe(2);
    expect((await call(claimHistory, { method: "GET", token: owner.token })).status).toBe(403);
    expect((await call(claimHistory, { method: "GET" })).status).toBe(401);
  });
});

describe("claims that lapse", () => {
  it("sets the deadline 72 hours after the claim, or at the end of the date needed if later, and shows it to the parties", async () => {
    const owner = await createUser();
    const provider = await createUser("provider");
    const claimedAt = new Date("2026-03-10T15:00:00Z");
    const soon = await createJob(owner.id, { neededBy: neededByDate("2026-03-11") });
    const later = await createJob(owner.id, { neededBy: neededByDate("2026-03-20") });
    await claimJob({ jobId: soon.id, provider, now: claimedAt });
    await claimJob({ jobId: later.id, provider, now: claimedAt });
    expect((await jobRow(soon.id)).claimLapsesAt).toEqual(new Date("2026-03-13T15:00:00Z"));
    // The 20th is over everywhere on Earth at noon UTC on the 21st.
    expect((await jobRow(later.id)).claimLapsesAt).toEqual(new Date("2026-03-21T12:00:00Z"));
    const fresh = await createJob(owner.id);
    const before = Date.now();
    const claimed = (await act(claim, fresh.id, provider.token)).body.job;
    const deadline = Date.parse(claimed.claim_lapses_at as string);
    expect(deadline).toBeGreaterThanOrEqual(before + 72 * HOUR);
    expect(deadline).toBeLessThanOrEqual(Date.now() + 72 * HOUR);
    expect((await read(fresh.id, owner.token)).body.job.claim_lapses_at).toBe(claimed.claim_lapses_at);
    expect((await read(fresh.id)).body.job).not.toHaveProperty("claim_lapses_at");
  });

  it("lapses a claim not started by its deadline, not a moment before, and both sides see it", async () => {
    const owner = await createUser();
    const provider = await createUser("provider", "Sam Slow");
    const job = await createJob(owner.id);
    const claimedAt = new Date(Date.now() - 200 * HOUR);
    await claimJob({ jobId: job.id, provider, now: claimedAt });
    const deadline = new Date(claimedAt.getTime() + 72 * HOUR);
    await lapseStaleClaims(new Date(deadline.getTime() - 1));
    expect((await jobRow(job.id)).status).toBe("claimed");
    await lapseStaleClaims(deadline);
    expect(await jobRow(job.id)).toMatchObject({
      status: "open",
      providerId: null,
      claimedAt: null,
      claimLapsesAt: null,
      agreedPrice: null,
    });
    const history = [
      { kind: "lapsed", provider_id: provider.id, provider_name: "Sam Slow", at: deadline.toISOString() },
    ];
    expect((await read(job.id, owner.token)).body.job.claim_history).toEqual(history);
    expect((await read(job.id, provider.token)).body.job.claim_history).toEqual(history);
    // Sweeping again changes nothing.
    await lapseStaleClaims(new Date());
    expect(await db.jobEvent.count({ where: { jobId: job.id } })).toBe(1);
    for (const handler of [start, complete, release]) {
      const res = await act(handler, job.id, provider.token);
      expect([res.status, res.body.code]).toEqual([409, "claim_lapsed"]);
    }
  });

  it("refuses a start, completion or release once the deadline has passed, even before the sweep runs", async () => {
    const owner = await createUser();
    const provider = await createUser("provider");
    const job = await createJob(owner.id, {
      status: "claimed",
      providerId: provider.id,
      claimedAt: new Date(Date.now() - 80 * HOUR),
      claimLapsesAt: new Date(Date.now() - 8 * HOUR),
    });
    for (const handler of [start, complete, release]) {
      const res = await act(handler, job.id, provider.token);
      expect([res.status, res.body.code]).toEqual([409, "claim_lapsed"]);
    }
    expect((await jobRow(job.id)).status).toBe("claimed");
  });

  it("leaves started jobs alone", async () => {
    const owner = await createUser();
    const provider = await createUser("provider");
    const job = await createJob(owner.id);
    const claimedAt = new Date(Date.now() - 100 * HOUR);
    await claimJob({ jobId: job.id, provider, now: claimedAt });
    await startJob({ jobId: job.id, provider, now: new Date(claimedAt.getTime() + HOUR) });
    await lapseStaleClaims(new Date());
    expect(await jobRow(job.id)).toMatchObject({ status: "in_progress", providerId: provider.id });
  });

  it("on an auction, marks the accepted bid lapsed and re-opens the others so the owner can accept another at once", async () => {
    const { owner, job, bids } = await auctionWithBids(3);
    const acceptedAt = new Date(Date.now() - 100 * HOUR);
    await acceptBid({ bidId: bids[1].id, ownerId: owner.id, now: acceptedAt });
    await db.bid.update({ where: { id: bids[2].id }, data: { status: "retracted" } });
    await lapseStaleClaims(new Date());
    expect(await jobRow(job.id)).toMatchObject({ status: "open", providerId: null, agreedPrice: null });
    expect(await bidStatuses(job.id)).toEqual(["open", "lapsed", "retracted"]);
    const next = await call<JobBody>(accept, { params: { id: bids[0].id }, token: owner.token });
    expect([next.status, next.body.job.provider_id]).toEqual([200, bids[0].providerId]);
    // The lapsed bid stays lapsed through the next acceptance and its end.
    await db.job.update({ where: { id: job.id }, data: { claimLapsesAt: new Date(Date.now() - 1) } });
    await lapseStaleClaims(new Date());
    expect(await bidStatuses(job.id)).toEqual(["lapsed", "lapsed", "retracted"]);
  });

  it("gives a start racing the sweep exactly one winner per job", async () => {
    const outcome = await raceStartsAgainstSweep(6);
    expect(outcome.started + outcome.lapsed).toBe(6);
  });
});

describe(`at most ${MAX_OPEN_CLAIMS} claims waiting to start`, () => {
  it(`refuses the claim after ${MAX_OPEN_CLAIMS} with 409 and says why; starting or releasing one frees a place`, async () => {
    const owner = await createUser();
    const provider = await createUser("provider");
    const jobs = await Promise.all(Array.from({ length: MAX_OPEN_CLAIMS + 2 }, () => createJob(owner.id)));
    for (const job of jobs.slice(0, MAX_OPEN_CLAIMS))
      expect((await act(claim, job.id, provider.token)).status).toBe(200);
    const refused = await act(claim, jobs[MAX_OPEN_CLAIMS].id, provider.token);
    expect([refused.status, refused.body.code]).toEqual([409, "claim_cap_reached"]);
    expect(await jobRow(jobs[MAX_OPEN_CLAIMS].id)).toMatchObject({ status: "open", providerId: null });
    expect((await act(start, jobs[0].id, provider.token)).status).toBe(200);
    expect((await act(claim, jobs[MAX_OPEN_CLAIMS].id, provider.token)).status).toBe(200);
    expect((await act(claim, jobs[MAX_OPEN_CLAIMS + 1].id, provider.token)).status).toBe(409);
    expect((await act(release, jobs[1].id, provider.token)).status).toBe(200);
    expect((await act(claim, jobs[MAX_OPEN_CLAIMS + 1].id, provider.token)).status).toBe(200);
    // Another provider is not affected.
    expect((await act(claim, jobs[1].id, (await createUser("provider")).token)).status).toBe(200);
  });

  it("counts accepted bids too: an owner cannot assign a job to a provider at the cap", async () => {
    const owner = await createUser();
    const provider = await createUser("provider");
    for (let i = 0; i < MAX_OPEN_CLAIMS; i++) await act(claim, (await createJob(owner.id)).id, provider.token);
    const auction = await createJob(owner.id, { priceType: "auction" });
    const bid = await bidOn(auction.id, provider.token);
    const res = await call<JobBody>(accept, { params: { id: bid.id }, token: owner.token });
    expect([res.status, res.body.code]).toEqual([409, "provider_claim_cap_reached"]);
    expect(await jobRow(auction.id)).toMatchObject({ status: "open", providerId: null });
    expect((await db.bid.findUniqueOrThrow({ where: { id: bid.id } })).status).toBe("open");
  });

  it("reports the job's own state first (a claimed job is 409 'no longer open', an auction 422)", async () => {
    const owner = await createUser();
    const provider = await createUser("provider");
    for (let i = 0; i < MAX_OPEN_CLAIMS; i++) await act(claim, (await createJob(owner.id)).id, provider.token);
    const auction = await createJob(owner.id, { priceType: "auction" });
    expect((await act(claim, auction.id, provider.token)).status).toBe(422);
    const taken = await createJob(owner.id, { status: "claimed", providerId: (await createUser("provider")).id });
    expect((await act(claim, taken.id, provider.token)).body.code).toBe("job_not_open");
  });
});

describe(`at most ${RELEASE_LIMIT.releasesAllowed} releases in ${RELEASE_LIMIT.windowDays} days`, () => {
  const DAY = 24 * HOUR;
  /** A provider who has just claimed and released as many jobs as the limit allows, and one more open job. */
  async function providerAtTheLimit() {
    const owner = await createUser();
    const provider = await createUser("provider");
    const jobs = await Promise.all(
      Array.from({ length: RELEASE_LIMIT.releasesAllowed + 1 }, () => createJob(owner.id)),
    );
    for (const job of jobs.slice(0, -1)) {
      expect((await act(claim, job.id, provider.token)).status).toBe(200);
      expect((await act(release, job.id, provider.token)).status).toBe(200);
    }
    const releases = await db.jobEvent.findMany({
      where: { providerId: provider.id, kind: "released" },
      orderBy: { createdAt: "asc" },
    });
    return { provider, jobs, releases };
  }

  it(`refuses claims for ${RELEASE_LIMIT.pauseDays} days after the release that reaches the limit (429), and says until when`, async () => {
    const { provider, jobs, releases } = await providerAtTheLimit();
    const other = await createUser("provider");
    const latest = releases.at(-1)!;
    const until = new Date(latest.createdAt.getTime() + RELEASE_LIMIT.pauseDays * DAY);
    const refused = await act(claim, jobs.at(-1)!.id, provider.token);
    expect([refused.status, refused.body.code]).toEqual([429, "claims_paused"]);
    expect(refused.body.error).toBe(
      `You have released ${RELEASE_LIMIT.releasesAllowed} claimed jobs in the last ${RELEASE_LIMIT.windowDays} days. You can claim jobs again from ${until.toISOString().slice(0, 16).replace("T", " ")} UTC.`,
    );
    expect(await jobRow(jobs.at(-1)!.id)).toMatchObject({ status: "open", providerId: null });
    // Released jobs too, and for the whole pause; another provider is not held.
    expect((await act(claim, jobs[0].id, provider.token)).status).toBe(429);
    const almost = new Date(until.getTime() - 60_000);
    await expect(claimJob({ jobId: jobs.at(-1)!.id, provider, now: almost })).rejects.toMatchObject({
      code: "claims_paused",
    });
    expect((await act(claim, jobs[1].id, other.token)).status).toBe(200);
    // Once the pause is over, the provider claims again.
    const claimed = await claimJob({ jobId: jobs.at(-1)!.id, provider, now: until });
    expect(claimed.providerId).toBe(provider.id);
  });

  it(`counts only releases within the last ${RELEASE_LIMIT.windowDays} days`, async () => {
    const { provider, jobs, releases } = await providerAtTheLimit();
    const oldest = releases[0];
    await db.jobEvent.update({
      where: { id: oldest.id },
      data: { createdAt: new Date(Date.now() - (RELEASE_LIMIT.windowDays + 1) * DAY) },
    });
    expect((await act(claim, jobs.at(-1)!.id, provider.token)).status).toBe(200);
  });
});

describe("disclosures of an owner's contact details to providers", () => {
  it("records each provider who is shown an owner's details, once per job, from the claim or the accepted bid", async () => {
    const owner = await createUser();
    const provider = await createUser("provider");
    const other = await createUser("provider");
    const job = await createJob(owner.id);
    const before = Date.now();
    const claimed = await act(claim, job.id, provider.token);
    expect(claimed.body.job).toMatchObject({ owner_email: expect.any(String), owner_phone: "555-010-2000" });
    // Read again: the same disclosure.
    expect((await read(job.id, provider.token)).body.job).toHaveProperty("owner_email");
    expect((await act(release, job.id, provider.token)).status).toBe(200);
    // A claim refused discloses nothing.
    await db.user.update({ where: { id: owner.id }, data: { phone: "" } });
    expect((await act(claim, job.id, other.token)).status).toBe(200);
    expect((await act(claim, job.id, provider.token)).status).toBe(409);

    const auction = await createJob(owner.id, { priceType: "auction" });
    const bid = await bidOn(auction.id, provider.token);
    expect(await listContactDisclosures({ jobId: auction.id })).toEqual([]);
    expect((await call<JobBody>(accept, { params: { id: bid.id }, token: owner.token })).status).toBe(200);

    const disclosures = await listContactDisclosures({ ownerId: owner.id });
    expect(disclosures.map(({ providerId, jobId, ownerId, what }) => ({ providerId, jobId, ownerId, what }))).toEqual([
      { providerId: provider.id, jobId: auction.id, ownerId: owner.id, what: ["street_address", "email"] },
      { providerId: other.id, jobId: job.id, ownerId: owner.id, what: ["street_address", "email"] },
      { providerId: provider.id, jobId: job.id, ownerId: owner.id, what: ["street_address", "email", "phone"] },
    ]);
    for (const disclosure of disclosures) expect(disclosure.at.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect((await listContactDisclosures({ providerId: provider.id })).map((row) => row.jobId)).toEqual([
      auction.id,
      job.id,
    ]);
  });
});

describe("claimJob: the read, then the claim on condition the job is unchanged", () => {
  it("answers the claimed job as a read of it afterwards shows it, without reading it again", async () => {
    const owner = await createUser();
    const provider = await createUser("provider");
    await db.user.update({ where: { id: provider.id }, data: { reviewCount: 2, ratingTotal: 9 } });
    const job = await createJob(owner.id);
    // Claimed once and released: the provider's own claim history is part of the answer.
    expect((await act(claim, job.id, provider.token)).status).toBe(200);
    expect((await act(release, job.id, provider.token)).status).toBe(200);
    const claimed = await act(claim, job.id, provider.token);
    expect(claimed.status).toBe(200);
    expect(claimed.body.job).toEqual((await read(job.id, provider.token)).body.job);
    expect(claimed.body.job).toMatchObject({
      status: "claimed",
      provider_id: provider.id,
      provider_name: provider.fullName,
      claim_history: [expect.objectContaining({ kind: "released" })],
    });
  });

  it("reads a job changed between the two again, and claims it as it now is", async () => {
    const owner = await createUser();
    const provider = await createUser("provider");
    const job = await createJob(owner.id, { title: "Before the edit" });
    // The owner edits the job just after the claim has read it (the claim's first statement).
    const query = db.$queryRaw.bind(db);
    const spy = vi.spyOn(db, "$queryRaw").mockImplementationOnce((async (...args: Parameters<typeof query>) => {
      const seen = await query(...args);
      await db.job.update({ where: { id: job.id }, data: { title: "After the edit" } });
      return seen;
    }) as unknown as typeof db.$queryRaw);
    try {
      // As a route passes it: with the users a block separates the caller from, read with their session.
      const claimed = await claimJob({ jobId: job.id, provider: { ...provider, separatedFrom: [] } });
      expect(claimed).toMatchObject({ status: "claimed", providerId: provider.id, title: "After the edit" });
      // Read, claim (the job had changed: no row), read again, claim.
      expect(spy).toHaveBeenCalledTimes(4);
    } finally {
      spy.mockRestore();
    }
    const [notification] = await db.notification.findMany({ where: { jobId: job.id, type: "job_claimed" } });
    expect(notification.body).toContain("After the edit");
  });

  it("refuses a provider whose account is gone with 404, and leaves the job open", async () => {
    const owner = await createUser();
    const provider = await createUser("provider");
    const job = await createJob(owner.id);
    await db.user.delete({ where: { id: provider.id } });
    await expect(claimJob({ jobId: job.id, provider })).rejects.toMatchObject({
      status: 404,
      message: "Account not found",
    });
    expect(await jobRow(job.id)).toMatchObject({ status: "open", providerId: null });
    expect(await db.notification.count({ where: { jobId: job.id } })).toBe(0);
  });
});

async function auctionWithBids(count: number) {
  const owner = await createUser();
  const job = await createJob(owner.id, { priceType: "auction", priceEstimate: 100 });
  const bids = [];
  for (let i = 0; i < count; i++) {
    const provider = await createUser("provider");
    const res = await call<{ bid: { id: string } }>(placeBid, {
      params: { id: job.id },
      token: provider.token,
      body: { amount: 90 + i, eta_days: 2 },
    });
    bids.push({ id: res.body.bid.id, providerId: provider.id, token: provider.token });
  }
  return { owner, job, bids };
}

/** The job's bids' statuses, in the order they were placed. */
async function bidStatuses(jobId: string) {
  return (await db.bid.findMany({ where: { jobId }, orderBy: { amount: "asc" } })).map((bid) => bid.status);
}
