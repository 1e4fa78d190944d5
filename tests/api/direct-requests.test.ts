import { afterAll, describe, expect, it } from "vitest";
import { GET as listJobs } from "@/app/api/jobs/route";
import { GET as readJob } from "@/app/api/jobs/[id]/route";
import { POST as bookAgain } from "@/app/api/jobs/[id]/book-again/route";
import { POST as claim } from "@/app/api/jobs/[id]/claim/route";
import { POST as decline } from "@/app/api/jobs/[id]/decline/route";
import { GET as listLawns, POST as postLawn } from "@/app/api/lawns/route";
import { POST as cancel } from "@/app/api/lawns/[id]/cancel/route";
import { POST as openToAll } from "@/app/api/lawns/[id]/open/route";
import { GET as listFavourites, POST as addFavourite } from "@/app/api/users/favourites/route";
import { DELETE as removeFavourite } from "@/app/api/users/favourites/[id]/route";
import { POST as block } from "@/app/api/users/blocks/route";
import { db } from "@/lib/db/client";
import { lapseRequests } from "@/lib/jobs/answer-request";
import { OFFER_ANSWER_HOURS } from "@/lib/jobs/status";
import { call, expectRefusal } from "../support/http";
import { checkInvariants } from "../support/invariants";
import { createJob } from "../support/jobs";
import { lawnPayload } from "../support/lawn-payload";
import { createUser } from "../support/users";

afterAll(async () => {
  expect(await checkInvariants(db)).toEqual([]);
});

type User = Awaited<ReturnType<typeof createUser>>;
type Job = {
  id: string;
  status: string;
  provider_id: string | null;
  price_type: string;
  price_estimate: number | null;
  title: string;
  owner_email?: string;
  street: string;
  recurrence: { frequency: string; starts_on: string } | null;
  request?: { answer: string; answer_by: string };
};
type JobPage = { jobs: { id: string }[] };

const HOUR = 3_600_000;
// Each test's lawns at a place of their own, so no listing another test shared answers for it.
let places = 0;
const place = () => ({ latitude: 20 + places++ * 0.5, longitude: -90 });

/** A homeowner's completed job, done by a provider at an agreed $62.50 (on a posting first priced at $70). */
async function completedJob(names: { provider?: string } = {}) {
  const owner = await createUser("homeowner", "Olivia Owner");
  const provider = await createUser("provider", names.provider ?? "Diego Provider");
  const at = place();
  const job = await createJob(owner.id, {
    ...at,
    title: "Front lawn",
    priceType: "fixed",
    priceEstimate: 70,
    agreedPrice: 62.5,
    status: "completed",
    providerId: provider.id,
    claimedAt: new Date(),
    startedAt: new Date(),
    completedAt: new Date(),
  });
  return { owner, provider, job, at };
}

const rebook = (owner: User, jobId: string, body: unknown = {}) =>
  call<{ job: Job }>(bookAgain, {
    path: `/api/jobs/${jobId}/book-again`,
    token: owner.token,
    params: { id: jobId },
    body,
  });
const claimAs = (provider: User, jobId: string) =>
  call<{ job: Job }>(claim, { path: `/api/jobs/${jobId}/claim`, token: provider.token, params: { id: jobId } });
const declineAs = (provider: User, jobId: string) =>
  call<{ job: Job }>(decline, { path: `/api/jobs/${jobId}/decline`, token: provider.token, params: { id: jobId } });
const openAs = (owner: User, jobId: string) =>
  call<{ job: Job }>(openToAll, { path: `/api/lawns/${jobId}/open`, token: owner.token, params: { id: jobId } });
const read = (jobId: string, token?: string) =>
  call<{ job: Job }>(readJob, { method: "GET", path: `/api/jobs/${jobId}`, token, params: { id: jobId } });
const near = (at: { latitude: number; longitude: number }, status: string, token?: string) =>
  call<JobPage>(listJobs, {
    method: "GET",
    path: `/api/jobs?near=${at.latitude},${at.longitude}&radius=5&status=${status}`,
    token,
  });
const notificationsOf = (userId: string, type: string) =>
  db.notification.findMany({ where: { userId, type: type as never } });

describe("POST /api/jobs/{id}/book-again", () => {
  it("asks the same provider alone, at the last agreed price, with 48 hours to answer", async () => {
    const { owner, provider, job, at } = await completedJob();
    const other = await createUser("provider");
    const before = Date.now();
    const booked = await rebook(owner, job.id);
    expect(booked.status).toBe(201);
    const request = booked.body.job;
    expect(request).toMatchObject({
      status: "offered",
      provider_id: provider.id,
      price_type: "fixed",
      price_estimate: 62.5,
      title: "Front lawn",
      recurrence: null,
      request: { answer: "pending" },
    });
    const answerBy = Date.parse(request.request!.answer_by);
    expect(answerBy - before).toBeGreaterThanOrEqual(OFFER_ANSWER_HOURS * HOUR - 1000);
    expect(answerBy - Date.now()).toBeLessThanOrEqual(OFFER_ANSWER_HOURS * HOUR);
    // The provider is told, and no one in reach is owed a "new job near you".
    const [told] = await notificationsOf(provider.id, "offer_received");
    expect(told).toMatchObject({ jobId: request.id, title: "A homeowner asks for you" });
    expect(told.body).toContain("Olivia Owner asks you to take “Front lawn” at $62.50");
    expect(await db.nearbyFanOut.count({ where: { jobId: request.id } })).toBe(0);

    // Only its parties find it: not in any market listing, not found by anyone else.
    for (const status of ["offered", "all", "open"]) {
      for (const token of [undefined, other.token, provider.token]) {
        const page = await near(at, status, token);
        expect(page.status).toBe(200);
        expect(page.body.jobs.map((listed) => listed.id)).not.toContain(request.id);
      }
    }
    expectRefusal(404, (await read(request.id)).body);
    expect((await read(request.id, other.token)).status).toBe(404);
    expect((await claimAs(other, request.id)).status).toBe(404);
    expect((await declineAs(other, request.id)).status).toBe(404);

    // The provider asked sees it as a posting (no owner contact, no street) with the request; the owner in My Lawns.
    const theirs = await read(request.id, provider.token);
    expect(theirs.status).toBe(200);
    expect(theirs.body.job.request).toEqual(request.request);
    expect(theirs.body.job.owner_email).toBeUndefined();
    expect(theirs.body.job.street).toBe("");
    const mine = await call<{ lawns: Job[] }>(listLawns, {
      method: "GET",
      path: "/api/lawns?status=offered",
      token: owner.token,
    });
    expect(mine.body.lawns.map((lawn) => [lawn.id, lawn.request?.answer])).toEqual([[request.id, "pending"]]);
    const asked = await call<JobPage>(listJobs, {
      method: "GET",
      path: "/api/jobs?mine=true&status=offered",
      token: provider.token,
    });
    expect(asked.body.jobs.map((listed) => listed.id)).toEqual([request.id]);

    // Accepted with the usual claim: hired at that price, the owner's contact shown from then.
    const accepted = await claimAs(provider, request.id);
    expect(accepted.status).toBe(200);
    expect(accepted.body.job).toMatchObject({ status: "claimed", provider_id: provider.id });
    expect(accepted.body.job.request).toBeUndefined();
    expect(accepted.body.job.owner_email).toBe(owner.email);
    expect(await checkInvariants(db)).toEqual([]);
  });

  it("takes a date: the new posting's 'needed by'", async () => {
    const { owner, job } = await completedJob();
    const date = new Date(Date.now() + 5 * 24 * HOUR).toISOString().slice(0, 10);
    const booked = await rebook(owner, job.id, { date });
    expect(booked.status).toBe(201);
    expect(booked.body.job).toMatchObject({ needed_by: date });
    const tooLate = new Date(Date.now() + 400 * 24 * HOUR).toISOString().slice(0, 10);
    expectRefusal(400, (await rebook(owner, job.id, { date: tooLate })).body);
    expectRefusal(400, (await rebook(owner, job.id, { date: "soon" })).body);
  });

  it("books a plan that ended again as a plan: the same frequency from tomorrow, started when accepted", async () => {
    const owner = await createUser("homeowner");
    const provider = await createUser("provider");
    const job = await createJob(owner.id, {
      ...place(),
      status: "completed",
      providerId: provider.id,
      priceEstimate: 40,
      recurrenceFrequency: "biweekly",
      recurrenceStartsOn: new Date(Date.UTC(2026, 5, 5)),
      recurrenceWeekday: 5,
      completedAt: new Date(),
    });
    await db.servicePlan.create({
      data: {
        jobId: job.id,
        ownerId: owner.id,
        providerId: provider.id,
        status: "ended",
        frequency: "biweekly",
        startsOn: new Date(Date.UTC(2026, 5, 5)),
        weekday: 5,
        pricePerVisit: 45,
        timeZone: "America/Chicago",
      },
    });
    const booked = await rebook(owner, job.id);
    expect(booked.status).toBe(201);
    expect(booked.body.job).toMatchObject({ status: "offered", price_estimate: 45 });
    expect(booked.body.job.recurrence).toMatchObject({ frequency: "biweekly", weekday: 5 });
    const accepted = await claimAs(provider, booked.body.job.id);
    expect(accepted.status).toBe(200);
    expect(accepted.body.job.status).toBe("in_progress");
    const plan = await db.servicePlan.findUniqueOrThrow({ where: { jobId: booked.body.job.id } });
    expect(plan).toMatchObject({ status: "active", providerId: provider.id });
  });

  it("is for the owner of a completed job only", async () => {
    const { owner, provider, job } = await completedJob();
    const stranger = await createUser("homeowner");
    expectRefusal(404, (await rebook(stranger, job.id)).body);
    expect((await rebook(provider, job.id)).status).toBe(403);
    const open = await createJob(owner.id, place());
    const refused = await rebook(owner, open.id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: "not_bookable_again" });
  });

  it("answers a provider a block separates from the owner as unknown", async () => {
    const { owner, provider, job } = await completedJob();
    await call(block, { path: "/api/users/blocks", token: provider.token, body: { user_id: owner.id } });
    const refused = await rebook(owner, job.id);
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ code: "provider_not_found" });
  });
});

describe("a request's answers: decline, lapse, open to everyone, withdraw", () => {
  it("declined: the owner is told, it cannot be accepted, and opened it is an open posting in the market", async () => {
    const { owner, provider, job, at } = await completedJob({ provider: "Dee Cliner" });
    const request = (await rebook(owner, job.id)).body.job;
    // Opening waits for the answer.
    const early = await openAs(owner, request.id);
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: "request_pending" });

    const declined = await declineAs(provider, request.id);
    expect(declined.status).toBe(200);
    expect(declined.body.job.request).toMatchObject({ answer: "declined" });
    const [told] = await notificationsOf(owner.id, "offer_declined");
    expect(told.body).toContain("Dee Cliner declined “Front lawn”");
    expect((await declineAs(provider, request.id)).body).toMatchObject({ code: "request_closed" });
    expect((await claimAs(provider, request.id)).body).toMatchObject({ code: "request_closed" });

    const opened = await openAs(owner, request.id);
    expect(opened.status).toBe(200);
    expect(opened.body.job).toMatchObject({ status: "open", provider_id: null });
    expect(opened.body.job.request).toBeUndefined();
    expect((await near(at, "open")).body.jobs.map((listed) => listed.id)).toContain(request.id);
    // Anyone may claim it now, the provider who declined included.
    expect((await claimAs(provider, request.id)).status).toBe(200);
  });

  it("unanswered for 48 hours: the sweep lapses it once and tells the owner; then it cannot be accepted", async () => {
    const { owner, provider, job } = await completedJob({ provider: "Slow Sam" });
    const request = (await rebook(owner, job.id)).body.job;
    const later = new Date(Date.now() + (OFFER_ANSWER_HOURS + 1) * HOUR);
    const [first, second] = await Promise.all([lapseRequests(later), lapseRequests(later)]);
    expect(await db.job.findUniqueOrThrow({ where: { id: request.id } })).toMatchObject({
      status: "offered",
      offerLapsedAt: expect.any(Date),
    });
    const told = await notificationsOf(owner.id, "offer_lapsed");
    expect(told).toHaveLength(1);
    expect(first + second).toBeGreaterThanOrEqual(1);
    expect(told[0].body).toContain("Slow Sam did not answer “Front lawn” within 48 hours");
    expect((await read(request.id, owner.token)).body.job.request).toMatchObject({ answer: "lapsed" });
    expect((await claimAs(provider, request.id)).body).toMatchObject({ code: "request_closed" });
    expect((await openAs(owner, request.id)).status).toBe(200);
  });

  it("withdrawn by its owner at any time: cancelled, and the provider is told", async () => {
    const { owner, provider, job } = await completedJob();
    const request = (await rebook(owner, job.id)).body.job;
    const withdrawn = await call<{ job: Job }>(cancel, {
      path: `/api/lawns/${request.id}/cancel`,
      token: owner.token,
      params: { id: request.id },
    });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.job).toMatchObject({ status: "cancelled", provider_id: null });
    expect(await notificationsOf(provider.id, "offer_withdrawn")).toHaveLength(1);
    expect(await db.user.findUniqueOrThrow({ where: { id: owner.id } })).toMatchObject({ lateCancellations: 0 });
    expect((await claimAs(provider, request.id)).body).toMatchObject({ code: "job_not_open" });
  });

  it("an acceptance racing a decline: exactly one happens", async () => {
    const { owner, provider, job } = await completedJob();
    const request = (await rebook(owner, job.id)).body.job;
    const [accepted, declined] = await Promise.all([claimAs(provider, request.id), declineAs(provider, request.id)]);
    expect([accepted.status, declined.status].filter((status) => status === 200)).toHaveLength(1);
    const stored = await db.job.findUniqueOrThrow({ where: { id: request.id } });
    expect(stored.status === "claimed").toBe(accepted.status === 200);
    expect(stored.offerDeclinedAt !== null).toBe(declined.status === 200);
  });
});

describe("favourites and booking one directly", () => {
  it("adds, lists and removes a favourite provider; adding again changes nothing", async () => {
    const owner = await createUser("homeowner");
    const provider = await createUser("provider", "Fave Fran");
    const added = await call(addFavourite, {
      path: "/api/users/favourites",
      token: owner.token,
      body: { provider_id: provider.id },
    });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({
      provider_id: provider.id,
      full_name: "Fave Fran",
      photo_url: null,
      rating: null,
      review_count: 0,
      favourited_at: expect.any(String),
    });
    const again = await call(addFavourite, {
      path: "/api/users/favourites",
      token: owner.token,
      body: { provider_id: provider.id },
    });
    expect(again.body).toEqual(added.body);
    const list = await call(listFavourites, { method: "GET", path: "/api/users/favourites", token: owner.token });
    expect(list.body).toEqual({ favourites: [added.body] });
    const removed = await call(removeFavourite, {
      method: "DELETE",
      path: `/api/users/favourites/${provider.id}`,
      token: owner.token,
      params: { id: provider.id },
    });
    expect(removed.body).toEqual({ ok: true });
    const gone = await call(removeFavourite, {
      method: "DELETE",
      path: `/api/users/favourites/${provider.id}`,
      token: owner.token,
      params: { id: provider.id },
    });
    expect(gone.body).toMatchObject({ code: "favourite_not_found" });
  });

  it("refuses a homeowner as a favourite and hides a favourite a block separates", async () => {
    const owner = await createUser("homeowner");
    const neighbour = await createUser("homeowner");
    const provider = await createUser("provider");
    const refused = await call(addFavourite, {
      path: "/api/users/favourites",
      token: owner.token,
      body: { provider_id: neighbour.id },
    });
    expect(refused.body).toMatchObject({ code: "provider_not_found" });
    await call(addFavourite, { path: "/api/users/favourites", token: owner.token, body: { provider_id: provider.id } });
    await call(block, { path: "/api/users/blocks", token: provider.token, body: { user_id: owner.id } });
    const list = await call(listFavourites, { method: "GET", path: "/api/users/favourites", token: owner.token });
    expect(list.body).toEqual({ favourites: [] });
  });

  it("posts a lawn to one provider (invite_provider_id): a request at a fixed price only", async () => {
    const owner = await createUser("homeowner");
    const provider = await createUser("provider");
    const posted = await call<{ job: Job }>(postLawn, {
      path: "/api/lawns",
      token: owner.token,
      body: lawnPayload({ ...place(), invite_provider_id: provider.id }),
    });
    expect(posted.status).toBe(201);
    expect(posted.body.job).toMatchObject({
      status: "offered",
      provider_id: provider.id,
      request: { answer: "pending" },
    });
    expect(await notificationsOf(provider.id, "offer_received")).toHaveLength(1);
    const auction = await call(postLawn, {
      path: "/api/lawns",
      token: owner.token,
      body: lawnPayload({ ...place(), price_type: "auction", invite_provider_id: provider.id }),
    });
    expectRefusal(400, auction.body);
    const nobody = await call(postLawn, {
      path: "/api/lawns",
      token: owner.token,
      body: lawnPayload({ ...place(), invite_provider_id: owner.id }),
    });
    expect(nobody.body).toMatchObject({ code: "provider_not_found" });
  });
});
