import { afterAll, describe, expect, it } from "vitest";
import { GET as getJob } from "@/app/api/jobs/[id]/route";
import { GET as listJobs } from "@/app/api/jobs/route";
import { GET as jobReviews, POST as postReviewRoute } from "@/app/api/jobs/[id]/reviews/route";
import { GET as listBids, POST as placeBid } from "@/app/api/jobs/[id]/bids/route";
import { GET as userReviews } from "@/app/api/users/[id]/reviews/route";
import { GET as earnings } from "@/app/api/users/earnings/route";
import { db } from "@/lib/db/client";
import { postReview } from "@/lib/reviews/post-review";
import { publishDueReviews } from "@/lib/reviews/publish-reviews";
import { call, expectRefusal } from "../support/http";
import { createJob } from "../support/jobs";
import { createUser } from "../support/users";
import { checkInvariants } from "../support/invariants";

// Whatever the suite did through the API, the database's rules still hold (tests/support/invariants.ts).
afterAll(async () => {
  expect(await checkInvariants(db)).toEqual([]);
});

type Review = Record<string, unknown> & { id: string; published_at: string | null };
type ReviewState = { deadline: string; reviewed: boolean; awaiting_yours: boolean; can_review: boolean };
type JobReviews = { reviews: Review[]; review: ReviewState | null; error?: string };
type Job = Record<string, unknown> & { review?: ReviewState };

const DAY = 24 * 3_600_000;
const WINDOW = 14 * DAY;

const review = (jobId: string, token: string | undefined, body: unknown) =>
  call<{ review: Review; error: string; code: string }>(postReviewRoute, { params: { id: jobId }, token, body });
const reviewsOf = (jobId: string, token?: string) =>
  call<JobReviews>(jobReviews, { method: "GET", params: { id: jobId }, token });
const jobAs = async (jobId: string, token?: string) =>
  (await call<{ job: Job }>(getJob, { method: "GET", params: { id: jobId }, token })).body.job;
const publicReviews = (userId: string, query = "") =>
  call<{ reviews: Review[]; pagination: { total: number; hasMore: boolean }; error?: string }>(userReviews, {
    method: "GET",
    path: `/api/users/${userId}/reviews${query}`,
    params: { id: userId },
  });

async function completedJob(completedAt = new Date(Date.now() - DAY)) {
  const owner = await createUser("homeowner", "Olivia Owner");
  const provider = await createUser("provider", "Pat Provider");
  const job = await createJob(owner.id, {
    status: "completed",
    providerId: provider.id,
    claimedAt: completedAt,
    startedAt: completedAt,
    completedAt,
  });
  return { owner, provider, job };
}

describe("POST /api/jobs/{id}/reviews", () => {
  it("lets the homeowner review the provider (201), hidden until the other side reviews", async () => {
    const { owner, provider, job } = await completedJob();
    const res = await review(job.id, owner.token, { rating: 5, comment: "  Sharp edges, no clippings left.  " });
    expect(res.status).toBe(201);
    expect(res.body.review).toMatchObject({
      job_id: job.id,
      author_id: owner.id,
      author_name: "Olivia Owner",
      author_role: "homeowner",
      subject_id: provider.id,
      rating: 5,
      comment: "Sharp edges, no clippings left.",
      published_at: null,
    });
  });

  it("answers the 401/403/409 matrix", async () => {
    const { owner, provider, job } = await completedJob();
    const body = { rating: 4 };
    expect((await review(job.id, undefined, body)).status).toBe(401);
    for (const stranger of [await createUser(), await createUser("provider")]) {
      const res = await review(job.id, stranger.token, body);
      expect([res.status, res.body.code]).toEqual([403, "not_job_party"]);
    }
    const claimed = await createJob(owner.id, { status: "claimed", providerId: provider.id });
    for (const party of [owner, provider]) {
      const res = await review(claimed.id, party.token, body);
      expect([res.status, res.body.code]).toEqual([409, "review_not_open"]);
    }
    const old = await createJob(owner.id, {
      status: "completed",
      providerId: provider.id,
      completedAt: new Date(Date.now() - WINDOW - 60_000),
    });
    const late = await review(old.id, owner.token, body);
    expect([late.status, late.body.code]).toEqual([409, "review_window_closed"]);
    expect((await review(job.id, owner.token, body)).status).toBe(201);
    const twice = await review(job.id, owner.token, body);
    expect([twice.status, twice.body.code]).toEqual([409, "review_already_posted"]);
    expect((await review(job.id, provider.token, body)).status).toBe(201);
    expect((await review(job.id, provider.token, body)).status).toBe(409);
    expect((await review("0190a4b2-0000-7000-8000-000000000000", owner.token, body)).status).toBe(404);
    expect(await db.review.count({ where: { jobId: job.id } })).toBe(2);
  });

  it.each([
    [{}],
    [{ rating: 0 }],
    [{ rating: 6 }],
    [{ rating: 4.5 }],
    [{ rating: "5" }],
    [{ rating: 5, comment: "x".repeat(2001) }],
    [{ rating: 5, comment: 12 }],
  ])("refuses %j with 400 and writes nothing", async (body) => {
    const { owner, job } = await completedJob();
    const res = await review(job.id, owner.token, body);
    expect(res.status).toBe(400);
    expectRefusal(400, res.body);
    expect(await db.review.count({ where: { jobId: job.id } })).toBe(0);
  });

  it("takes a comment of exactly 2,000 characters, and none at all", async () => {
    const { owner, provider, job } = await completedJob();
    expect((await review(job.id, owner.token, { rating: 3, comment: "y".repeat(2000) })).status).toBe(201);
    expect((await review(job.id, provider.token, { rating: 3 })).body.review.comment).toBe("");
  });
});

describe("double-blind reviews", () => {
  it("shows a review to its author only, and tells the other side one is waiting for theirs, until both have reviewed", async () => {
    const { owner, provider, job } = await completedJob();
    await review(job.id, owner.token, { rating: 4, comment: "Good work" });

    const ownerView = await reviewsOf(job.id, owner.token);
    expect(ownerView.body.reviews).toHaveLength(1);
    expect(ownerView.body.review).toMatchObject({ reviewed: true, awaiting_yours: false, can_review: false });
    const providerView = await reviewsOf(job.id, provider.token);
    expect(providerView.body.reviews).toEqual([]);
    expect(providerView.body.review).toMatchObject({ reviewed: false, awaiting_yours: true, can_review: true });
    expect((await publicReviews(provider.id)).body.reviews).toEqual([]);
    expect(await jobAs(job.id, provider.token)).toMatchObject({
      provider_rating: null,
      provider_review_count: 0,
      review: { reviewed: false, awaiting_yours: true, can_review: true },
    });
    expect((await jobAs(job.id)).review).toBeUndefined();

    await review(job.id, provider.token, { rating: 5, comment: "Clear instructions" });
    for (const party of [owner, provider]) {
      const view = await reviewsOf(job.id, party.token);
      expect(view.body.reviews.map((r) => [r.rating, r.published_at !== null])).toEqual([
        [4, true],
        [5, true],
      ]);
      expect(view.body.review).toMatchObject({ reviewed: true, awaiting_yours: false, can_review: false });
    }
    expect((await publicReviews(provider.id)).body.reviews.map((r) => r.comment)).toEqual(["Good work"]);
    expect((await publicReviews(owner.id)).body.reviews.map((r) => r.comment)).toEqual(["Clear instructions"]);
    expect(await jobAs(job.id)).toMatchObject({
      provider_rating: 4,
      provider_review_count: 1,
      owner_rating: 5,
      owner_review_count: 1,
    });
  });

  it("keeps a lone review hidden until the 14-day window ends, then the sweep publishes it and the window is closed", async () => {
    const { owner, provider, job } = await completedJob(new Date("2025-06-01T12:00:00Z"));
    const completedAt = job.completedAt!.getTime();
    await postReview({
      jobId: job.id,
      authorId: owner.id,
      input: { rating: 2, comment: "Late" },
      now: new Date(completedAt + WINDOW - 1),
    });
    await publishDueReviews(new Date(completedAt + WINDOW - 1));
    expect((await publicReviews(provider.id)).body.reviews).toEqual([]);
    expect((await db.user.findUniqueOrThrow({ where: { id: provider.id } })).reviewCount).toBe(0);

    await publishDueReviews(new Date(completedAt + WINDOW));
    expect((await publicReviews(provider.id)).body.reviews.map((r) => r.rating)).toEqual([2]);
    expect(await db.user.findUniqueOrThrow({ where: { id: provider.id } })).toMatchObject({
      reviewCount: 1,
      ratingTotal: 2,
    });
    await expect(
      postReview({
        jobId: job.id,
        authorId: provider.id,
        input: { rating: 5, comment: "" },
        now: new Date(completedAt + WINDOW),
      }),
    ).rejects.toMatchObject({
      status: 409,
    });
    // Published once: sweeping again adds nothing.
    await publishDueReviews(new Date());
    expect((await db.user.findUniqueOrThrow({ where: { id: provider.id } })).reviewCount).toBe(1);
    const providerView = await reviewsOf(job.id, provider.token);
    expect(providerView.body.reviews.map((r) => r.rating)).toEqual([2]);
    expect(providerView.body.review).toMatchObject({ reviewed: false, awaiting_yours: false, can_review: false });
  });

  it("counts each review once when both sides review at the same moment as a sweep", async () => {
    const { owner, provider, job } = await completedJob(new Date(Date.now() - WINDOW + 60_000));
    await Promise.all([
      review(job.id, owner.token, { rating: 3 }),
      review(job.id, provider.token, { rating: 5 }),
      publishDueReviews(new Date(Date.now() + 120_000)),
    ]);
    expect(await db.review.count({ where: { jobId: job.id, publishedAt: null } })).toBe(0);
    expect(await db.user.findUniqueOrThrow({ where: { id: provider.id } })).toMatchObject({
      reviewCount: 1,
      ratingTotal: 3,
    });
    expect(await db.user.findUniqueOrThrow({ where: { id: owner.id } })).toMatchObject({
      reviewCount: 1,
      ratingTotal: 5,
    });
  });
});

describe("GET /api/jobs/{id}/reviews", () => {
  it("is for the job's two parties", async () => {
    const { owner, job } = await completedJob();
    expect((await reviewsOf(job.id)).status).toBe(401);
    expect((await reviewsOf(job.id, (await createUser("provider")).token)).status).toBe(403);
    expect((await reviewsOf(job.id, (await createUser()).token)).status).toBe(403);
    expect((await reviewsOf("0190a4b2-0000-7000-8000-000000000000", owner.token)).status).toBe(404);
    expect((await reviewsOf(job.id, owner.token)).body).toMatchObject({
      reviews: [],
      review: { reviewed: false, can_review: true },
    });
  });
});

describe("GET /api/users/{id}/reviews", () => {
  it("pages a user's published reviews newest first, for anyone", async () => {
    const provider = await createUser("provider");
    const owner = await createUser();
    for (let i = 0; i < 5; i++) {
      const completedAt = new Date(Date.UTC(2025, 0, 1 + i));
      const job = await createJob(owner.id, { status: "completed", providerId: provider.id, completedAt });
      await postReview({
        jobId: job.id,
        authorId: owner.id,
        input: { rating: 1 + i, comment: `Visit ${i}` },
        now: new Date(completedAt.getTime() + DAY),
      });
    }
    const hidden = await createJob(owner.id, { status: "completed", providerId: provider.id, completedAt: new Date() });
    await postReview({ jobId: hidden.id, authorId: owner.id, input: { rating: 5, comment: "Not yet" } });
    await publishDueReviews(new Date());
    const first = await publicReviews(provider.id, "?limit=2");
    expect(first.status).toBe(200);
    expect(first.body.reviews.map((r) => r.comment)).toEqual(["Visit 4", "Visit 3"]);
    expect(first.body.pagination).toMatchObject({ total: 5, hasMore: true });
    expect((await publicReviews(provider.id, "?limit=2&skip=4")).body.reviews.map((r) => r.comment)).toEqual([
      "Visit 0",
    ]);
    expect((await publicReviews("0190a4b2-0000-7000-8000-000000000000")).status).toBe(404);
    expect((await publicReviews("nope")).status).toBe(400);
    expect((await publicReviews(provider.id, "?limit=0")).status).toBe(400);
  });
});

describe("ratings come from published reviews, with their counts", () => {
  it("on job listings, bids and earnings, without a per-job query", async () => {
    const { owner, provider, job } = await completedJob();
    await review(job.id, owner.token, { rating: 4 });
    await review(job.id, provider.token, { rating: 3 });
    const second = await createJob(owner.id, { status: "completed", providerId: provider.id, completedAt: new Date() });
    await review(second.id, owner.token, { rating: 5 });
    // Still hidden: the listing shows the published one only.
    const listed = (
      await call<{ jobs: Job[] }>(listJobs, { method: "GET", path: `/api/jobs?status=completed&limit=100` })
    ).body.jobs.find((j) => j.id === job.id);
    expect(listed).toMatchObject({
      owner_rating: 3,
      owner_review_count: 1,
      provider_rating: 4,
      provider_review_count: 1,
    });

    await db.providerProfile.update({ where: { userId: provider.id }, data: { experienceYears: 6 } });
    const auction = await createJob(owner.id, { priceType: "auction" });
    await call(placeBid, { params: { id: auction.id }, token: provider.token, body: { amount: 90, eta_days: 2 } });
    const bids = await call<{ bids: Record<string, unknown>[] }>(listBids, {
      method: "GET",
      params: { id: auction.id },
      token: owner.token,
    });
    expect(bids.body.bids[0]).toMatchObject({
      provider_rating: 4,
      provider_review_count: 1,
      provider_jobs_completed: 2,
      provider_experience_years: 6,
    });
    const money = await call<{ earnings: Record<string, unknown> }>(earnings, { method: "GET", token: provider.token });
    expect(money.body.earnings).toMatchObject({ average_rating: 4, review_count: 1 });

    await review(second.id, provider.token, { rating: 5 });
    expect(
      (await call<{ earnings: Record<string, unknown> }>(earnings, { method: "GET", token: provider.token })).body
        .earnings,
    ).toMatchObject({
      average_rating: 4.5,
      review_count: 2,
    });
  });
});
