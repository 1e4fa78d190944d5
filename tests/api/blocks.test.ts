import { afterAll, describe, expect, it } from "vitest";
import { POST as accept } from "@/app/api/bids/[id]/accept/route";
import { GET as listJobs } from "@/app/api/jobs/route";
import { GET as readJob } from "@/app/api/jobs/[id]/route";
import { GET as listBids, POST as placeBid } from "@/app/api/jobs/[id]/bids/route";
import { POST as claim } from "@/app/api/jobs/[id]/claim/route";
import { GET as readMessages, POST as sendMessage } from "@/app/api/jobs/[id]/messages/route";
import { GET as unreadMessages } from "@/app/api/messages/unread/route";
import { POST as start } from "@/app/api/jobs/[id]/start/route";
import { GET as listBlocks, POST as block } from "@/app/api/users/blocks/route";
import { DELETE as unblock } from "@/app/api/users/blocks/[id]/route";
import { db } from "@/lib/db/client";
import { notifyProvidersNearby } from "@/lib/notifications/notify-providers-nearby";
import { call, expectRefusal } from "../support/http";
import { createJob } from "../support/jobs";
import { checkInvariants } from "../support/invariants";
import { createUser } from "../support/users";

// Whatever the suite did through the API, the database's rules still hold (tests/support/invariants.ts).
afterAll(async () => {
  expect(await checkInvariants(db)).toEqual([]);
});

type User = Awaited<ReturnType<typeof createUser>>;
type JobPage = { jobs: { id: string }[]; pagination: { total: number } };

// Each test lists around a place of its own, so no listing read another test shared (lib/cache/shared-reads.ts)
// answers for it.
let places = 0;
const place = () => ({ latitude: 30 + places++ * 0.5, longitude: -100 });

const blockUser = (by: User, whom: { id: string }) =>
  call(block, { path: "/api/users/blocks", token: by.token, body: { user_id: whom.id } });

const near = (at: { latitude: number; longitude: number }, token?: string, extra = "") =>
  call<JobPage>(listJobs, {
    method: "GET",
    path: `/api/jobs?near=${at.latitude},${at.longitude}&radius=5&status=open${extra}`,
    token,
  });

const ids = (page: JobPage) => page.jobs.map((job) => job.id).sort();

/** An owner with an open fixed job and an open auction at a place of their own, and two providers. */
async function market() {
  const at = place();
  const owner = await createUser("homeowner");
  const provider = await createUser("provider");
  const otherProvider = await createUser("provider");
  const fixed = await createJob(owner.id, at);
  const auction = await createJob(owner.id, { ...at, priceType: "auction" });
  return { at, owner, provider, otherProvider, fixed, auction };
}

describe("POST, GET and DELETE /api/users/blocks", () => {
  it("blocks a user of the other role, lists them with their name, and blocking again changes nothing", async () => {
    const owner = await createUser("homeowner");
    const provider = await createUser("provider", "Blocked Bob");
    const first = await blockUser(owner, provider);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      user_id: provider.id,
      full_name: "Blocked Bob",
      role: "provider",
      photo_url: null,
      blocked_at: expect.any(String),
    });
    const again = await blockUser(owner, provider);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await db.block.count({ where: { blockerId: owner.id } })).toBe(1);
    const list = await call(listBlocks, { method: "GET", path: "/api/users/blocks", token: owner.token });
    expect(list.status).toBe(200);
    expect(list.body).toEqual({ blocks: [first.body] });
    // The blocked side is not told: their own list holds only the blocks they made.
    const theirs = await call(listBlocks, { method: "GET", path: "/api/users/blocks", token: provider.token });
    expect(theirs.body).toEqual({ blocks: [] });
  });

  it("refuses blocking oneself (400), someone of one's own role (400) and an unknown user (404)", async () => {
    const owner = await createUser("homeowner");
    const self = await blockUser(owner, owner);
    expectRefusal(400, self.body);
    expect(self.status).toBe(400);
    const neighbour = await createUser("homeowner");
    const sameRole = await blockUser(owner, neighbour);
    expect(sameRole.status).toBe(400);
    expect(sameRole.body).toMatchObject({ code: "block_wrong_role" });
    const unknown = await blockUser(owner, { id: crypto.randomUUID() });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: "account_not_found" });
    const malformed = await call(block, { path: "/api/users/blocks", token: owner.token, body: { user_id: "x" } });
    expect(malformed.status).toBe(400);
    expect(await db.block.count({ where: { blockerId: owner.id } })).toBe(0);
  });

  it("unblocks; unblocking someone not blocked is 404, and the other side cannot lift a block", async () => {
    const owner = await createUser("homeowner");
    const provider = await createUser("provider");
    await blockUser(owner, provider);
    const path = `/api/users/blocks/${owner.id}`;
    const byBlocked = await call(unblock, { method: "DELETE", path, token: provider.token, params: { id: owner.id } });
    expect(byBlocked.status).toBe(404);
    const lifted = await call(unblock, {
      method: "DELETE",
      path: `/api/users/blocks/${provider.id}`,
      token: owner.token,
      params: { id: provider.id },
    });
    expect(lifted.status).toBe(200);
    expect(lifted.body).toEqual({ ok: true });
    const again = await call(unblock, {
      method: "DELETE",
      path: `/api/users/blocks/${provider.id}`,
      token: owner.token,
      params: { id: provider.id },
    });
    expect(again.status).toBe(404);
  });
});

// A block separates the pair whichever of them made it.
const directions = [
  ["the homeowner blocks the provider", (m: Awaited<ReturnType<typeof market>>) => blockUser(m.owner, m.provider)],
  ["the provider blocks the homeowner", (m: Awaited<ReturnType<typeof market>>) => blockUser(m.provider, m.owner)],
] as const;

describe.each(directions)("when %s", (_name, separate) => {
  it("the provider's listings (plain, near a place, and their counts) leave out the owner's postings; everyone else's do not", async () => {
    const m = await market();
    const everyone = [m.fixed.id, m.auction.id].sort();
    // A visitor's read first: it is the one shared read the others could be served.
    expect(ids((await near(m.at)).body)).toEqual(everyone);
    expect((await separate(m)).status).toBe(201);
    const blocked = await near(m.at, m.provider.token);
    expect(blocked.status).toBe(200);
    expect(blocked.body.jobs).toEqual([]);
    expect(blocked.body.pagination.total).toBe(0);
    const nearestFirst = await near(m.at, m.provider.token, "&sort=distance");
    expect(nearestFirst.body.jobs).toEqual([]);
    expect(ids((await near(m.at, m.otherProvider.token)).body)).toEqual(everyone);
    expect(ids((await near(m.at)).body)).toEqual(everyone);
    // The market-wide listing, whose total is summed from the job counts, counts the owner's postings out too. (The
    // total is judged against the table, not another reader's listing: that one may be a shared read of an earlier
    // moment.)
    const query = "/api/jobs?status=open&limit=50&sort=-price_estimate";
    const mine = await call<JobPage>(listJobs, { method: "GET", path: query, token: m.provider.token });
    const open = await db.job.count({ where: { status: "open", hiddenAt: null } });
    expect(mine.body.pagination.total).toBe(open - 2);
    expect(mine.body.jobs.map((job) => job.id)).not.toContain(m.fixed.id);
  });

  it("the provider cannot read, bid on, claim or message about the owner's postings: 404 as if none existed", async () => {
    const m = await market();
    await separate(m);
    const as = (id: string) => ({ token: m.provider.token, params: { id }, path: `/api/jobs/${id}` });
    const refusals = [
      await call(readJob, { ...as(m.fixed.id), method: "GET" }),
      await call(listBids, { ...as(m.auction.id), method: "GET" }),
      await call(placeBid, { ...as(m.auction.id), body: { amount: 40, eta_days: 2 } }),
      await call(claim, as(m.fixed.id)),
      await call(sendMessage, { ...as(m.fixed.id), body: { body: "Is the gate open?" } }),
      await call(readMessages, { ...as(m.fixed.id), method: "GET" }),
    ];
    for (const refusal of refusals) {
      expect(refusal.status).toBe(404);
      expect(refusal.body).toMatchObject({ code: "job_not_found", error: "Job not found" });
    }
    expect(await db.bid.count({ where: { jobId: m.auction.id } })).toBe(0);
    expect((await db.job.findUniqueOrThrow({ where: { id: m.fixed.id } })).status).toBe("open");
    expect(await db.messageThread.count({ where: { jobId: m.fixed.id } })).toBe(0);
    // Another provider goes on as before.
    expect(
      (await call(readJob, { method: "GET", token: m.otherProvider.token, params: { id: m.fixed.id } })).status,
    ).toBe(200);
    expect((await call(claim, { token: m.otherProvider.token, params: { id: m.fixed.id } })).status).toBe(200);
  });

  it("withdraws the provider's bid on the owner's auction, which the owner can no longer accept", async () => {
    const m = await market();
    const placed = await call<{ bid: { id: string } }>(placeBid, {
      token: m.provider.token,
      params: { id: m.auction.id },
      body: { amount: 40, eta_days: 2 },
    });
    expect(placed.status).toBe(201);
    await separate(m);
    expect((await db.bid.findUniqueOrThrow({ where: { id: placed.body.bid.id } })).status).toBe("retracted");
    const accepted = await call(accept, { token: m.owner.token, params: { id: placed.body.bid.id } });
    expect(accepted.status).toBe(404);
    expect((await db.job.findUniqueOrThrow({ where: { id: m.auction.id } })).providerId).toBeNull();
  });

  it("closes the pair's conversation before a hire: the owner can read it but not write", async () => {
    const m = await market();
    const asked = await call(sendMessage, {
      token: m.provider.token,
      params: { id: m.fixed.id },
      body: { body: "Is the gate open?" },
    });
    expect(asked.status).toBe(201);
    await separate(m);
    const target = { token: m.owner.token, params: { id: m.fixed.id } };
    const reply = await call(sendMessage, {
      ...target,
      path: `/api/jobs/${m.fixed.id}/messages?provider_id=${m.provider.id}`,
      body: { body: "Yes" },
    });
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({ code: "thread_closed" });
    const read = await call<{ thread: { can_write: boolean }; messages: unknown[] }>(readMessages, {
      ...target,
      method: "GET",
      path: `/api/jobs/${m.fixed.id}/messages?provider_id=${m.provider.id}`,
    });
    expect(read.status).toBe(200);
    expect(read.body.thread.can_write).toBe(false);
    expect(read.body.messages).toHaveLength(1);
  });

  it("leaves the owner's unread marks, but the provider's unread count no longer names the posting", async () => {
    const m = await market();
    const thread = { params: { id: m.fixed.id }, body: { body: "Is the gate open?" } };
    expect((await call(sendMessage, { ...thread, token: m.provider.token })).status).toBe(201);
    const reply = await call(sendMessage, {
      token: m.owner.token,
      params: { id: m.fixed.id },
      path: `/api/jobs/${m.fixed.id}/messages?provider_id=${m.provider.id}`,
      body: { body: "Yes" },
    });
    expect(reply.status).toBe(201);
    const unread = async (token: string) =>
      (await call<{ jobs: { job_id: string }[] }>(unreadMessages, { method: "GET", token })).body.jobs.map(
        (job) => job.job_id,
      );
    expect(await unread(m.provider.token)).toEqual([m.fixed.id]);
    await separate(m);
    expect(await unread(m.provider.token)).toEqual([]);
    expect(await unread(m.owner.token)).toEqual([m.fixed.id]);
  });

  it("leaves a hire already made working: the job stays readable, its thread open, its work can go on", async () => {
    const m = await market();
    const hired = await createJob(m.owner.id, { ...m.at, status: "claimed", providerId: m.provider.id });
    await separate(m);
    const as = { token: m.provider.token, params: { id: hired.id } };
    expect((await call(readJob, { ...as, method: "GET" })).status).toBe(200);
    expect((await call(sendMessage, { ...as, body: { body: "On my way" } })).status).toBe(201);
    const owner = { token: m.owner.token, params: { id: hired.id } };
    expect((await call(sendMessage, { ...owner, body: { body: "Thanks" } })).status).toBe(201);
    expect((await call(start, as)).status).toBe(200);
    // Their own listing still holds it.
    const mine = await call<JobPage>(listJobs, {
      method: "GET",
      path: "/api/jobs?mine=true&status=all",
      token: m.provider.token,
    });
    expect(ids(mine.body)).toContain(hired.id);
  });

  it("an unblock restores everything", async () => {
    const m = await market();
    await separate(m);
    await db.block.deleteMany({
      where: { OR: [{ blockerId: m.owner.id }, { blockerId: m.provider.id }] },
    });
    expect(ids((await near(m.at, m.provider.token)).body)).toEqual([m.fixed.id, m.auction.id].sort());
    expect((await call(claim, { token: m.provider.token, params: { id: m.fixed.id } })).status).toBe(200);
  });

  it("the owner's new postings are not announced to the provider", async () => {
    const m = await market();
    await db.address.create({
      data: { userId: m.provider.id, label: "Base", isDefault: true, fullAddress: "Base", ...m.at },
    });
    await db.address.create({
      data: { userId: m.otherProvider.id, label: "Base", isDefault: true, fullAddress: "Base", ...m.at },
    });
    await separate(m);
    const job = await createJob(m.owner.id, m.at);
    await db.nearbyFanOut.create({ data: { jobId: job.id } });
    await notifyProvidersNearby([job]);
    const told = await db.notification.findMany({ where: { jobId: job.id }, select: { userId: true } });
    expect(told.map((n) => n.userId)).toEqual([m.otherProvider.id]);
  });
});
