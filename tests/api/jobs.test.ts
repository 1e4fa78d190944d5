import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as listJobs } from "@/app/api/jobs/route";
import { GET as getJob } from "@/app/api/jobs/[id]/route";
import { POST as claim } from "@/app/api/jobs/[id]/claim/route";
import { POST as start } from "@/app/api/jobs/[id]/start/route";
import { POST as complete } from "@/app/api/jobs/[id]/complete/route";
import { POST as postLawn } from "@/app/api/lawns/route";
import { db } from "@/lib/db/client";
import { call, expectRefusal, type Handler } from "../support/http";
import { createJob } from "../support/jobs";
import { createUser } from "../support/users";
import { checkInvariants } from "../support/invariants";
import { lawnPayload } from "../support/lawn-payload";

// Whatever the suite did through the API, the database's rules still hold (tests/support/invariants.ts).
afterAll(async () => {
  expect(await checkInvariants(db)).toEqual([]);
});

type JobBody = { job: Record<string, unknown>; message?: string; error?: string; code?: string };
type ListBody = {
  jobs: Record<string, unknown>[];
  pagination: { total: number; limit: number; skip: number; hasMore: boolean };
};

const list = (query = "", token?: string) =>
  call<ListBody>(listJobs, { method: "GET", path: `/api/jobs${query}`, token });
const act = (handler: Handler, id: string, token?: string, headers?: Record<string, string>) =>
  call<JobBody>(handler, { params: { id }, token, headers });

describe("GET /api/jobs", () => {
  let owner: Awaited<ReturnType<typeof createUser>>;
  beforeAll(async () => {
    owner = await createUser("homeowner", "Olivia Owner");
    const provider = await createUser("provider");
    for (let i = 0; i < 25; i++)
      await createJob(owner.id, {
        priceEstimate: i === 3 ? null : 10 + i,
        priceType: i % 5 === 0 ? "auction" : "fixed",
      });
    await createJob(owner.id, { status: "claimed", providerId: provider.id });
    await createJob(owner.id, { status: "cancelled" });
  });

  it("lists open jobs newest first, 20 at a time, with the pagination object", async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.body.jobs).toHaveLength(20);
    expect(res.body.pagination).toEqual({ total: 25, limit: 20, skip: 0, hasMore: true });
    expect(res.body.jobs.every((job) => job.status === "open")).toBe(true);
    const created = res.body.jobs.map((job) => job.created_at as string);
    expect([...created].sort().reverse()).toEqual(created);
    const second = await list("?skip=20");
    expect(second.body.jobs).toHaveLength(5);
    expect(second.body.pagination.hasMore).toBe(false);
    expect(new Set([...res.body.jobs, ...second.body.jobs].map((job) => job.id)).size).toBe(25);
    const past = await list("?skip=40");
    expect(past.body.jobs).toEqual([]);
    expect(past.body.pagination).toEqual({ total: 25, limit: 20, skip: 40, hasMore: false });
  });

  it("sorts by price both ways with unpriced jobs last, and filters by price type and status", async () => {
    const asc = (await list("?sort=price_estimate&limit=100")).body.jobs.map((job) => job.price_estimate);
    expect(asc.at(-1)).toBeNull();
    expect(asc.slice(0, -1)).toEqual([...asc.slice(0, -1)].sort((a, b) => (a as number) - (b as number)));
    const desc = (await list("?sort=-price_estimate&limit=100")).body.jobs.map((job) => job.price_estimate);
    expect(desc[0]).toBe(34);
    expect(desc.at(-1)).toBeNull();
    const auctions = await list("?price_type=auction&limit=100");
    expect(auctions.body.pagination.total).toBe(5);
    expect(auctions.body.jobs.every((job) => job.price_type === "auction")).toBe(true);
    expect((await list("?status=all&limit=100")).body.pagination.total).toBe(27);
    expect((await list("?status=claimed")).body.pagination.total).toBe(1);
  });

  it("carries the job fields of the spec, without the street address or contact for the public", async () => {
    const [job] = (await list("?limit=1")).body.jobs;
    expect(job).toMatchObject({
      user_id: owner.id,
      title: expect.any(String),
      status: "open",
      price_type: expect.any(String),
      location: "Brooklyn, NY",
      city: "Brooklyn",
      state: "NY",
      postal_code: "11215",
      area: "0.25 acres",
      photos: [],
      bid_count: 0,
      owner_name: "Olivia Owner",
      owner_rating: null,
      provider_name: null,
      address_label: null,
      street: "",
      full_address: "Brooklyn, NY 11215",
      latitude: 40.667,
      longitude: -73.975,
    });
    expect(job).not.toHaveProperty("owner_email");
    expect(job).not.toHaveProperty("owner_phone");
    const own = (await list("?limit=1", owner.token)).body.jobs[0];
    expect(own.full_address).toMatch(/Prospect Park West/);
    expect(own.latitude).toBe(40.667234);
    expect(own).not.toHaveProperty("owner_email"); // still open
  });

  it.each([
    "?limit=0",
    "?limit=101",
    "?limit=abc",
    "?skip=-1",
    "?status=done",
    "?sort=price",
    "?price_type=free",
    "?mine=yes",
  ])("answers 400 with { error } for %s", async (query) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expectRefusal(400, res.body);
  });

  it("needs a signed-in caller for mine=true and then lists their own jobs", async () => {
    expect((await list("?mine=true")).status).toBe(401);
    const mine = await list("?mine=true&status=all&limit=100", owner.token);
    expect(mine.body.pagination.total).toBe(27);
    const stranger = await createUser();
    expect((await list("?mine=true&status=all", stranger.token)).body.pagination.total).toBe(0);
  });

  // A listing's read is shared for up to 2 s (lib/cache/shared-reads.ts); the freshness budget is 5 s.
  it("shows a new posting to its poster at once and to everyone else within 5 seconds, all visitors alike", async () => {
    const query = "?sort=needed_by&limit=50";
    const onlooker = await createUser("provider");
    const before = (await list(query)).body.pagination.total;
    expect((await list(query, onlooker.token)).body.pagination.total).toBe(before);
    const posted = await call<JobBody>(postLawn, {
      path: "/api/lawns",
      token: owner.token,
      body: lawnPayload({ title: "Posted just now" }),
    });
    expect(posted.status).toBe(201);
    const postedId = posted.body.job.id;
    // Its poster sees it on the next read, though the shared read of this page began before the posting.
    const signedIn = await list(query, owner.token);
    expect(signedIn.body.pagination.total).toBe(before + 1);
    expect(signedIn.body.jobs.map((job) => job.id)).toContain(postedId);
    for (const token of [undefined, onlooker.token]) {
      await expect
        .poll(async () => (await list(query, token)).body.jobs.map((job) => job.id), { timeout: 5_000, interval: 250 })
        .toContain(postedId);
    }
    // Concurrent visitors get one answer (the same JSON body, with the headers of any other API answer).
    const visitors = await Promise.all(Array.from({ length: 10 }, () => list(query)));
    expect(new Set(visitors.map((visitor) => JSON.stringify(visitor.body))).size).toBe(1);
    expect(visitors[0].body.pagination.total).toBe(before + 1);
    for (const visitor of visitors) {
      expect(visitor.headers.get("content-type")).toBe("application/json");
      expect(visitor.headers.get("x-content-type-options")).toBe("nosniff");
    }
  });
});

describe("GET /api/jobs/{id}", () => {
  it("returns one job, 404 for an unknown id and 400 for a malformed one", async () => {
    const owner = await createUser();
    const job = await createJob(owner.id);
    const res = await call<JobBody>(getJob, { method: "GET", params: { id: job.id } });
    expect(res.status).toBe(200);
    expect(res.body.job.id).toBe(job.id);
    expect((await call(getJob, { method: "GET", params: { id: "0190a4b2-0000-7000-8000-000000000000" } })).status).toBe(
      404,
    );
    expect((await call(getJob, { method: "GET", params: { id: "1; DROP TABLE" } })).status).toBe(400);
  });
});

describe("POST /api/jobs/{id}/claim", () => {
  it("lets a provider claim an open fixed-price job, assigning it to them", async () => {
    const owner = await createUser();
    const provider = await createUser("provider", "Pat Provider");
    const job = await createJob(owner.id);
    const res = await act(claim, job.id, provider.token);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("You have successfully claimed this job.");
    expect(res.body.job).toMatchObject({
      status: "claimed",
      provider_id: provider.id,
      provider_name: "Pat Provider",
      agreed_price: 50,
    });
    // Now a party to a job that is not open: the owner's contact details are visible to them.
    expect(res.body.job).toMatchObject({ owner_email: owner.email, owner_phone: "555-010-2000" });
    expect(res.body.job).not.toHaveProperty("provider_email");
  });

  it("shows each party the other's contact details once hired, never their own, and no one else either", async () => {
    const owner = await createUser();
    const provider = await createUser("provider");
    const stranger = await createUser("provider");
    const job = await createJob(owner.id);
    expect((await act(claim, job.id, provider.token)).status).toBe(200);
    const read = async (token: string) => {
      const one = (await call<JobBody>(getJob, { method: "GET", params: { id: job.id }, token })).body.job;
      const listed = (await list("?mine=true&status=all", token)).body.jobs.find((each) => each.id === job.id);
      return [one, listed ?? one];
    };
    // Both reads: one job (Prisma's include) and a listing (lib/jobs/load-jobs.ts's SQL).
    for (const seen of await read(owner.token)) {
      expect(seen).toMatchObject({ provider_email: provider.email, provider_phone: "555-010-2000" });
      expect(seen).not.toHaveProperty("owner_email");
    }
    for (const seen of await read(provider.token)) {
      expect(seen).toMatchObject({ owner_email: owner.email, owner_phone: "555-010-2000" });
      expect(seen).not.toHaveProperty("provider_email");
    }
    const [seen] = await read(stranger.token);
    expect(seen).not.toHaveProperty("owner_email");
    expect(seen).not.toHaveProperty("provider_email");
  });

  it("answers each caller as the rules say (authorization matrix)", async () => {
    const owner = await createUser();
    const otherOwner = await createUser();
    const provider = await createUser("provider");
    const job = await createJob(owner.id);
    const anonymous = await act(claim, job.id);
    expect([anonymous.status, anonymous.body.error]).toEqual([401, "Please log in to claim jobs"]);
    for (const homeowner of [owner, otherOwner]) {
      const res = await act(claim, job.id, homeowner.token);
      expect([res.status, res.body.error]).toEqual([
        403,
        "Only providers can claim jobs. Please register as a provider.",
      ]);
    }
    expect((await act(claim, job.id, undefined, { "x-user-id": provider.id })).status).toBe(401);
    expect((await act(claim, job.id, provider.token, { "x-user-id": owner.id })).status).toBe(403);
    expect((await db.job.findUniqueOrThrow({ where: { id: job.id } })).status).toBe("open");
    expect((await act(claim, job.id, provider.token, { "x-user-id": provider.id })).status).toBe(200);
  });

  it("refuses a job that is no longer open with 409 and an auction job with 422", async () => {
    const owner = await createUser();
    const [first, second] = [await createUser("provider"), await createUser("provider")];
    const job = await createJob(owner.id);
    expect((await act(claim, job.id, first.token)).status).toBe(200);
    const again = await act(claim, job.id, second.token);
    expect([again.status, again.body.code]).toEqual([409, "job_not_open"]);
    const auction = await createJob(owner.id, { priceType: "auction" });
    expect((await act(claim, auction.id, first.token)).status).toBe(422);
    const cancelled = await createJob(owner.id, { status: "cancelled" });
    expect((await act(claim, cancelled.id, first.token)).status).toBe(409);
    expect((await act(claim, "0190a4b2-0000-7000-8000-000000000000", first.token)).status).toBe(404);
  });

  it("refuses a fixed-price posting without a price ('Quote needed') with 422: it takes quotes as bids", async () => {
    const owner = await createUser();
    const provider = await createUser("provider");
    const quote = await createJob(owner.id, { priceType: "fixed", priceEstimate: null });
    const res = await act(claim, quote.id, provider.token);
    expect([res.status, res.body.code]).toEqual([422, "job_takes_bids"]);
    expect(await db.job.findUniqueOrThrow({ where: { id: quote.id } })).toMatchObject({
      status: "open",
      providerId: null,
    });
  });

  it("gives exactly one of 20 concurrent claims the job and 409 to the rest", async () => {
    const owner = await createUser();
    const providers = await Promise.all(Array.from({ length: 20 }, () => createUser("provider")));
    const job = await createJob(owner.id);
    const results = await Promise.all(providers.map((provider) => act(claim, job.id, provider.token)));
    const statuses = results.map((res) => res.status).sort();
    expect(statuses).toEqual([200, ...Array(19).fill(409)]);
    const winner = providers[results.findIndex((res) => res.status === 200)];
    expect((await db.job.findUniqueOrThrow({ where: { id: job.id } })).providerId).toBe(winner.id);
  });
});

describe("POST /api/jobs/{id}/start and /complete", () => {
  it("moves the assigned provider's job claimed -> in_progress -> completed", async () => {
    const owner = await createUser();
    const provider = await createUser("provider");
    const job = await createJob(owner.id, { status: "claimed", providerId: provider.id });
    const started = await act(start, job.id, provider.token);
    expect([started.status, started.body.job.status]).toEqual([200, "in_progress"]);
    expect(started.body.job.started_at).toEqual(expect.any(String));
    expect((await act(start, job.id, provider.token)).status).toBe(409);
    const done = await act(complete, job.id, provider.token);
    expect([done.status, done.body.job.status]).toEqual([200, "completed"]);
    expect(done.body.job.completed_at).toEqual(expect.any(String));
    expect((await act(complete, job.id, provider.token)).status).toBe(409);
  });

  it("refuses to complete a claimed job not yet started", async () => {
    const owner = await createUser();
    const provider = await createUser("provider");
    const job = await createJob(owner.id, { status: "claimed", providerId: provider.id });
    const res = await act(complete, job.id, provider.token);
    expect([res.status, res.body.code]).toEqual([409, "job_wrong_status"]);
    expect((await db.job.findUniqueOrThrow({ where: { id: job.id } })).status).toBe("claimed");
  });

  it.each([
    ["start", start],
    ["complete", complete],
  ])("refuses %s to anyone but the assigned provider", async (name, handler) => {
    const owner = await createUser();
    const otherOwner = await createUser();
    const assigned = await createUser("provider");
    const otherProvider = await createUser("provider");
    const status = name === "start" ? "claimed" : "in_progress";
    const job = await createJob(owner.id, { status, providerId: assigned.id });
    expect((await act(handler, job.id)).status).toBe(401);
    expect((await act(handler, job.id, owner.token)).status).toBe(403);
    expect((await act(handler, job.id, otherOwner.token)).status).toBe(403);
    expect((await act(handler, job.id, otherProvider.token)).status).toBe(403);
    expect((await db.job.findUniqueOrThrow({ where: { id: job.id } })).status).toBe(status);
    expect((await act(handler, job.id, assigned.token)).status).toBe(200);
  });
});
