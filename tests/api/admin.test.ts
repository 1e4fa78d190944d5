import { describe, expect, it } from "vitest";
import { GET as audit } from "@/app/api/admin/audit/route";
import { POST as hide } from "@/app/api/admin/jobs/[id]/hide/route";
import { DELETE as removeReviewRoute } from "@/app/api/admin/reviews/[id]/route";
import { POST as reinstate } from "@/app/api/admin/users/[id]/reinstate/route";
import { POST as suspend } from "@/app/api/admin/users/[id]/suspend/route";
import { POST as login } from "@/app/api/auth/login/route";
import { GET as getJobRoute } from "@/app/api/jobs/[id]/route";
import { GET as listJobsRoute } from "@/app/api/jobs/route";
import { GET as notifications } from "@/app/api/notifications/route";
import { GET as providerProfile } from "@/app/api/providers/[id]/route";
import { GET as profile } from "@/app/api/users/profile/route";
import { GET as userReviews } from "@/app/api/users/[id]/reviews/route";
import { listReportsAgainst } from "@/lib/admin/browse";
import { setOperatorRole } from "@/lib/admin/operator-role";
import { getOverview } from "@/lib/admin/overview";
import { authOptions } from "@/lib/auth/options";
import { db } from "@/lib/db/client";
import { foldJobCountDeltas } from "@/lib/jobs/job-counts";
import { call, expectRefusal } from "../support/http";
import { createJob } from "../support/jobs";
import { createOperator } from "../support/operators";
import { createUser, TEST_PASSWORD } from "../support/users";

const REASON = { reason: "Repeated fraud reports" };
let address = 0;
const fresh = () => ({ "x-forwarded-for": `10.31.${Math.floor(++address / 250)}.${address % 250}` });

const signIn = (email: string) =>
  call<{ token: string }>(login, { body: { email, password: TEST_PASSWORD }, headers: fresh() });

// As `token`'s user sees the market: a visitor's page may be a shared read up to SHARED_READ_CACHE_MS old, while
// whoever just wrote (the operator) is read afresh.
const publicJobIds = async (query = "status=all&limit=100", token?: string) => {
  const res = await call<{ jobs: { id: string }[]; pagination: { total: number } }>(listJobsRoute, {
    method: "GET",
    path: `/api/jobs?${query}`,
    headers: fresh(),
    token,
  });
  expect(res.status).toBe(200);
  return res.body;
};

describe("operator access", () => {
  it("answers 404 not_found on every admin route to anyone but an operator, as a path without a route does", async () => {
    const homeowner = await createUser("homeowner");
    const provider = await createUser("provider");
    const target = await createUser("homeowner");
    for (const token of [undefined, homeowner.token, provider.token]) {
      for (const [handler, method] of [
        [suspend, "POST"],
        [reinstate, "POST"],
        [hide, "POST"],
        [removeReviewRoute, "DELETE"],
        [audit, "GET"],
      ] as const) {
        const res = await call(handler, {
          method,
          token,
          params: { id: target.id },
          ...(method === "GET" ? {} : { body: REASON }),
        });
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ error: "Not found", code: "not_found" });
        // Nothing tells it apart from a missing route: no cache header for a stranger either.
        if (!token) expect(res.headers.get("cache-control")).toBeNull();
      }
    }
    expect(await db.operatorAction.count()).toBe(0);
    expect((await db.user.findUniqueOrThrow({ where: { id: target.id } })).suspendedAt).toBeNull();
  });

  it("lets an operator in, and a revoked operator out from their next request", async () => {
    const operator = await createOperator();
    expect((await call(audit, { method: "GET", path: "/api/admin/audit", token: operator.token })).status).toBe(200);
    await setOperatorRole(db, "revoke", operator.email);
    expect((await call(audit, { method: "GET", path: "/api/admin/audit", token: operator.token })).status).toBe(404);
  });

  it("keeps the operator's marketplace role: an operator homeowner still posts as a homeowner", async () => {
    const operator = await createOperator();
    const res = await call<{ role: string }>(profile, { method: "GET", token: operator.token });
    expect(res.status).toBe(200);
    expect(res.body.role).toBe("homeowner");
  });

  it("refuses an unknown email when granting", async () => {
    await expect(setOperatorRole(db, "grant", "nobody@example.com")).rejects.toThrow(/No account/);
  });
});

describe("POST /api/admin/users/{id}/suspend", () => {
  it("ends the user's sessions at once: their token is refused on the next request", async () => {
    const operator = await createOperator();
    const user = await createUser("provider");
    const second = (await signIn(user.email)).body.token;
    expect((await call(profile, { method: "GET", token: user.token })).status).toBe(200);

    const res = await call<{ sessions_ended: number }>(suspend, {
      token: operator.token,
      params: { id: user.id },
      body: REASON,
    });
    expect(res.status).toBe(200);
    expect(res.body.sessions_ended).toBe(2);
    for (const token of [user.token, second]) {
      const next = await call(profile, { method: "GET", token });
      expect(next.status).toBe(401);
      expectRefusal(next.status, next.body);
    }
    expect(await db.session.count({ where: { userId: user.id } })).toBe(0);
  });

  it("answers sign-in with 403 'This account is suspended', and again lets them in once reinstated", async () => {
    const operator = await createOperator();
    const user = await createUser("homeowner");
    await call(suspend, { token: operator.token, params: { id: user.id }, body: REASON });

    const refused = await signIn(user.email);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: "This account is suspended", code: "account_suspended" });
    // A wrong password learns nothing about the suspension.
    const guess = await call(login, { body: { email: user.email, password: "wrong-password" }, headers: fresh() });
    expect(guess.status).toBe(401);

    const back = await call(reinstate, { token: operator.token, params: { id: user.id }, body: { reason: "Appeal" } });
    expect(back.status).toBe(200);
    expect((await signIn(user.email)).status).toBe(200);
  });

  it("refuses a social sign-in of a suspended account", async () => {
    const operator = await createOperator();
    const user = await createUser("homeowner");
    await call(suspend, { token: operator.token, params: { id: user.id }, body: REASON });
    const signInCallback = authOptions().callbacks!.signIn!;
    expect(await signInCallback({ user: { id: "g-1", email: user.email }, account: null } as never)).toBe(false);
    expect(
      await signInCallback({ user: { id: "g-2", email: "someone-else@example.com" }, account: null } as never),
    ).toBe(true);
  });

  it("withdraws their open postings (bids expire, bidders told) and retracts their open bids", async () => {
    const operator = await createOperator();
    const owner = await createUser("homeowner");
    const bidder = await createUser("provider");
    const auction = await createJob(owner.id, { priceType: "auction" });
    const claimed = await createJob(owner.id, { status: "claimed", providerId: bidder.id });
    await db.bid.create({ data: { jobId: auction.id, providerId: bidder.id, amount: 40, etaDays: 2 } });
    const otherOwner = await createUser("homeowner");
    const elsewhere = await createJob(otherOwner.id, { priceType: "auction" });
    const ownBid = await db.bid.create({
      data: { jobId: elsewhere.id, providerId: bidder.id, amount: 30, etaDays: 1 },
    });

    const res = await call<{ jobs_withdrawn: string[] }>(suspend, {
      token: operator.token,
      params: { id: owner.id },
      body: REASON,
    });
    expect(res.body.jobs_withdrawn).toEqual([auction.id]);
    expect((await db.job.findUniqueOrThrow({ where: { id: auction.id } })).status).toBe("cancelled");
    expect((await db.job.findUniqueOrThrow({ where: { id: claimed.id } })).status).toBe("claimed");
    expect((await db.bid.findFirstOrThrow({ where: { jobId: auction.id } })).status).toBe("expired");
    expect(await db.notification.count({ where: { userId: bidder.id, type: "job_cancelled" } })).toBe(1);

    const bidderSuspended = await call<{ bids_retracted: string[] }>(suspend, {
      token: operator.token,
      params: { id: bidder.id },
      body: REASON,
    });
    expect(bidderSuspended.body.bids_retracted).toEqual([ownBid.id]);
    expect((await db.bid.findUniqueOrThrow({ where: { id: ownBid.id } })).status).toBe("retracted");
  });

  it("takes a suspended provider's public profile and reviews away, and gives them back on reinstatement", async () => {
    const operator = await createOperator();
    const provider = await createUser("provider");
    const show = () => call(providerProfile, { method: "GET", params: { id: provider.id } });
    const reviews = () =>
      call(userReviews, { method: "GET", path: `/api/users/${provider.id}/reviews`, params: { id: provider.id } });
    expect((await show()).status).toBe(200);
    await call(suspend, { token: operator.token, params: { id: provider.id }, body: REASON });
    expect((await show()).status).toBe(404);
    expect((await reviews()).status).toBe(404);
    await call(reinstate, { token: operator.token, params: { id: provider.id }, body: { reason: "Appeal upheld" } });
    expect((await show()).status).toBe(200);
  });

  it("refuses a second suspension (409), an unknown user (404), an operator (409) and a bad reason (400)", async () => {
    const operator = await createOperator();
    const other = await createOperator("Otto Operator");
    const user = await createUser("homeowner");
    const as = (id: string, body: unknown = REASON) => call(suspend, { token: operator.token, params: { id }, body });
    expect((await as(user.id)).status).toBe(200);
    const again = await as(user.id);
    expect([again.status, (again.body as { code: string }).code]).toEqual([409, "account_already_suspended"]);
    expect((await as(crypto.randomUUID())).status).toBe(404);
    const colleague = await as(other.id);
    expect([colleague.status, (colleague.body as { code: string }).code]).toEqual([409, "operator_not_suspendable"]);
    expect((await as(user.id, { reason: "" })).status).toBe(400);
    const notSuspended = await call(reinstate, {
      token: operator.token,
      params: { id: other.id },
      body: REASON,
    });
    expect([notSuspended.status, (notSuspended.body as { code: string }).code]).toEqual([409, "account_not_suspended"]);
    // One record: the one suspension that happened.
    expect(await db.operatorAction.count({ where: { operatorId: operator.id } })).toBe(1);
  });
});

describe("POST /api/admin/jobs/{id}/hide", () => {
  it("takes the posting out of every listing, count and its public page, and tells its owner why", async () => {
    const operator = await createOperator();
    const owner = await createUser("homeowner");
    const stranger = await createUser("provider");
    const job = await createJob(owner.id);
    await foldJobCountDeltas();
    const before = await publicJobIds();
    expect(before.jobs.map((j) => j.id)).toContain(job.id);

    const res = await call(hide, { token: operator.token, params: { id: job.id }, body: { reason: "Spam posting" } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ job: { id: job.id, withdrawn: true } });

    for (const query of ["status=all&limit=100", "status=open&limit=100", "status=cancelled&limit=100"]) {
      const after = await publicJobIds(query, operator.token);
      expect(after.jobs.map((j) => j.id)).not.toContain(job.id);
    }
    expect((await publicJobIds(undefined, operator.token)).pagination.total).toBe(before.pagination.total - 1);
    const near = await publicJobIds("near=40.667,-73.975&radius=50&status=all&limit=100", operator.token);
    expect(near.jobs.map((j) => j.id)).not.toContain(job.id);

    const open = (token?: string) => call(getJobRoute, { method: "GET", token, params: { id: job.id } });
    expect((await open()).status).toBe(404);
    expect((await open(stranger.token)).status).toBe(404);
    expect((await open(owner.token)).status).toBe(200);
    expect((await open(operator.token)).status).toBe(200);

    const told = await call<{ notifications: { type: string; body: string }[] }>(notifications, {
      method: "GET",
      path: "/api/notifications",
      token: owner.token,
    });
    expect(told.body.notifications).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: "job_hidden", body: expect.stringContaining("Spam posting") }),
      ]),
    );
    const again = await call(hide, { token: operator.token, params: { id: job.id }, body: { reason: "Spam posting" } });
    expect([again.status, (again.body as { code: string }).code]).toEqual([409, "job_already_hidden"]);
  });
});

describe("DELETE /api/admin/reviews/{id}", () => {
  it("removes the review from everywhere and counts the provider's rating again", async () => {
    const operator = await createOperator();
    const owner = await createUser("homeowner");
    const other = await createUser("homeowner");
    const provider = await createUser("provider");
    const done = new Date("2026-03-01T12:00:00Z");
    const jobs = await Promise.all(
      [owner, other].map((o) =>
        createJob(o.id, {
          status: "completed",
          providerId: provider.id,
          claimedAt: done,
          startedAt: done,
          completedAt: done,
        }),
      ),
    );
    const [fake, real] = await Promise.all([
      db.review.create({
        data: { jobId: jobs[0].id, authorId: owner.id, subjectId: provider.id, rating: 1, publishedAt: done },
      }),
      db.review.create({
        data: { jobId: jobs[1].id, authorId: other.id, subjectId: provider.id, rating: 5, publishedAt: done },
      }),
    ]);
    await db.user.update({ where: { id: provider.id }, data: { reviewCount: 2, ratingTotal: 6 } });

    const res = await call(removeReviewRoute, {
      method: "DELETE",
      token: operator.token,
      params: { id: fake.id },
      body: { reason: "Fake review" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      review: { id: fake.id },
      subject: { id: provider.id, review_count: 1, rating_total: 5 },
    });
    const listed = await call<{ reviews: { id: string }[] }>(userReviews, {
      method: "GET",
      path: `/api/users/${provider.id}/reviews`,
      params: { id: provider.id },
    });
    expect(listed.body.reviews.map((r) => r.id)).toEqual([real.id]);
    const again = await call(removeReviewRoute, {
      method: "DELETE",
      token: operator.token,
      params: { id: fake.id },
      body: { reason: "Fake review" },
    });
    expect(again.status).toBe(404);
  });
});

describe("GET /api/admin/audit", () => {
  it("lists every operator action, newest first, with who, what, which record, why and when", async () => {
    const operator = await createOperator("Ada Auditor");
    const user = await createUser("homeowner");
    await call(suspend, { token: operator.token, params: { id: user.id }, body: { reason: "First reason" } });
    await call(reinstate, { token: operator.token, params: { id: user.id }, body: { reason: "Second reason" } });
    const res = await call<{
      actions: { action: string; reason: string; operator_name: string; subject_id: string }[];
    }>(audit, { method: "GET", path: `/api/admin/audit?q=${user.id}&limit=10`, token: operator.token });
    expect(res.status).toBe(200);
    expect(res.body.actions.map((a) => [a.action, a.reason, a.operator_name, a.subject_id])).toEqual([
      ["reinstate_user", "Second reason", "Ada Auditor", user.id],
      ["suspend_user", "First reason", "Ada Auditor", user.id],
    ]);
  });

  it("refuses UPDATE and DELETE of its rows at the database", async () => {
    const operator = await createOperator();
    const user = await createUser("homeowner");
    await call(suspend, { token: operator.token, params: { id: user.id }, body: REASON });
    await expect(db.$executeRaw`UPDATE "OperatorAction" SET "reason" = 'edited'`).rejects.toThrow(/append-only/);
    await expect(db.$executeRaw`DELETE FROM "OperatorAction"`).rejects.toThrow(/append-only/);
    expect(await db.operatorAction.count({ where: { reason: REASON.reason, subjectId: user.id } })).toBe(1);
  });
});

describe("the console's overview", () => {
  it("counts users, open and hidden postings, open reports and active plans", async () => {
    const before = await getOverview();
    const owner = await createUser();
    const provider = await createUser("provider");
    const job = await createJob(owner.id, { status: "in_progress", providerId: provider.id });
    await db.servicePlan.create({
      data: {
        jobId: job.id,
        ownerId: owner.id,
        providerId: provider.id,
        frequency: "weekly",
        startsOn: new Date("2026-11-02"),
        pricePerVisit: 45,
        timeZone: "America/New_York",
      },
    });
    const report = {
      reporterId: owner.id,
      subjectType: "user" as const,
      subjectId: provider.id,
      reason: "spam" as const,
    };
    await db.report.create({ data: report });
    await db.report.create({ data: { ...report, reason: "other", status: "resolved" } });
    await createJob(owner.id);
    const after = await getOverview();
    expect({
      users: after.users - before.users,
      openJobs: after.openJobs - before.openJobs,
      openReports: after.openReports - before.openReports,
      activePlans: after.activePlans - before.activePlans,
    }).toEqual({ users: 2, openJobs: 1, openReports: 1, activePlans: 1 });
  });
});

describe("a user's page in the console", () => {
  it("lists the reports against them: on their account, postings, messages and reviews, newest first", async () => {
    const provider = await createUser("provider", "Reported Provider");
    const owner = await createUser("homeowner", "Rita Reporter");
    const elsewhere = await createUser("provider");
    const job = await createJob(owner.id, { status: "completed", providerId: provider.id });
    const thread = await db.messageThread.create({ data: { jobId: job.id, providerId: provider.id } });
    const message = await db.message.create({ data: { threadId: thread.id, senderId: provider.id, body: "Pay cash" } });
    const review = await db.review.create({
      data: { jobId: job.id, authorId: provider.id, subjectId: owner.id, rating: 1, comment: "Rude" },
    });
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 12, minutes));
    const base = { reporterId: owner.id, reason: "spam" as const };
    await db.report.createMany({
      data: [
        { ...base, subjectType: "user", subjectId: provider.id, createdAt: at(1) },
        { ...base, subjectType: "message", subjectId: message.id, reason: "off_platform_payment", createdAt: at(2) },
        { ...base, subjectType: "review", subjectId: review.id, status: "resolved", createdAt: at(3) },
        // Someone else's account, and the provider's report of another: not against them.
        { ...base, subjectType: "user", subjectId: elsewhere.id, createdAt: at(4) },
        { reporterId: provider.id, subjectType: "job", subjectId: job.id, reason: "other", createdAt: at(5) },
      ],
    });
    const reports = await listReportsAgainst(provider.id);
    expect(reports.map((r) => [r.subjectType, r.reason, r.status, r.reporter])).toEqual([
      ["review", "spam", "resolved", "Rita Reporter"],
      ["message", "off_platform_payment", "open", "Rita Reporter"],
      ["user", "spam", "open", "Rita Reporter"],
    ]);
    // The owner's posting, reported by the provider, is against the owner.
    expect((await listReportsAgainst(owner.id)).map((r) => r.subjectType)).toEqual(["job"]);
  });
});
