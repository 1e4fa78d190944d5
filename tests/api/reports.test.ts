import { describe, expect, it } from "vitest";
import { POST as resolve } from "@/app/api/admin/reports/[id]/resolve/route";
import { GET as queue } from "@/app/api/admin/reports/route";
import { GET as notificationsRoute } from "@/app/api/notifications/route";
import { POST as report } from "@/app/api/reports/route";
import { GET as profile } from "@/app/api/users/profile/route";
import { db } from "@/lib/db/client";
import { RATE_LIMITS } from "@/lib/rate-limits/limits";
import { call, expectRefusal } from "../support/http";
import { createJob } from "../support/jobs";
import { createOperator } from "../support/operators";
import { createUser } from "../support/users";

type ReportAnswer = { report: { id: string; status: string; subject_type: string } };
type Queue = {
  reports: {
    id: string;
    reason: string;
    note: string;
    reporter: { id: string };
    subject: { title: string; text: string; concerned_user: { id: string }; acted_on: boolean } | null;
  }[];
  pagination: { total: number; hasMore: boolean };
};

const send = (token: string | undefined, body: Record<string, unknown>) =>
  call<ReportAnswer>(report, { path: "/api/reports", token, body });

/** An owner's job with a conversation: one message from the provider, one from the owner. */
async function conversation() {
  const owner = await createUser("homeowner", "Olive Owner");
  const provider = await createUser("provider", "Pavel Provider");
  const job = await createJob(owner.id);
  const thread = await db.messageThread.create({ data: { jobId: job.id, providerId: provider.id } });
  const fromProvider = await db.message.create({
    data: { threadId: thread.id, senderId: provider.id, body: "Pay me by wire, off the app" },
  });
  const fromOwner = await db.message.create({ data: { threadId: thread.id, senderId: owner.id, body: "No thanks" } });
  return { owner, provider, job, fromProvider, fromOwner };
}

async function publishedReview() {
  const owner = await createUser("homeowner", "Rita Reviewer");
  const provider = await createUser("provider", "Sam Subject");
  const done = new Date();
  const job = await createJob(owner.id, {
    status: "completed",
    providerId: provider.id,
    startedAt: done,
    completedAt: done,
  });
  const review = await db.review.create({
    data: { jobId: job.id, authorId: owner.id, subjectId: provider.id, rating: 1, comment: "Fake", publishedAt: done },
  });
  return { owner, provider, job, review };
}

const openQueue = async (token: string) => {
  const res = await call<Queue>(queue, { method: "GET", path: "/api/admin/reports?limit=100", token });
  expect(res.status).toBe(200);
  return res.body;
};

const notificationsOf = async (token: string) => {
  const res = await call<{ notifications: { type: string; title: string; body: string }[] }>(notificationsRoute, {
    method: "GET",
    path: "/api/notifications",
    token,
  });
  expect(res.status).toBe(200);
  return res.body.notifications;
};

describe("POST /api/reports", () => {
  it("reports a message the reporter received, with 201 and an open report", async () => {
    const { owner, fromProvider } = await conversation();
    const res = await send(owner.token, {
      subject_type: "message",
      subject_id: fromProvider.id,
      reason: "off_platform_payment",
      note: "Asked for a wire transfer",
    });
    expect(res.status).toBe(201);
    expect(res.body.report).toMatchObject({ status: "open", subject_type: "message", reason: "off_platform_payment" });
  });

  it("refuses a second open report by the same reporter on the same thing with 409 report_exists", async () => {
    const { provider, job } = await conversation();
    const body = { subject_type: "job", subject_id: job.id, reason: "spam" };
    expect((await send(provider.token, body)).status).toBe(201);
    const again = await send(provider.token, { ...body, reason: "fraud" });
    expectRefusal(409, again.body);
    expect(again.body).toMatchObject({ code: "report_exists" });
    expect((again.body as unknown as { error: string }).error).toMatch(/already reported this job/);
    // Another reporter may report the same thing.
    const other = await createUser("provider");
    expect((await send(other.token, body)).status).toBe(201);
  });

  it("takes a new report once the reporter's earlier one on the thing is resolved", async () => {
    const { provider, job } = await conversation();
    const operator = await createOperator();
    const body = { subject_type: "job", subject_id: job.id, reason: "spam" };
    const first = await send(provider.token, body);
    await call(resolve, {
      token: operator.token,
      params: { id: first.body.report.id },
      body: { action: "none", note: "Looks fine" },
    });
    expect((await send(provider.token, body)).status).toBe(201);
  });

  it("answers 404 for a message in a conversation the reporter is not party to, and for things that do not exist", async () => {
    const { fromProvider } = await conversation();
    const stranger = await createUser("provider");
    for (const subject_type of ["job", "message", "review", "user"]) {
      const res = await send(stranger.token, { subject_type, subject_id: crypto.randomUUID(), reason: "spam" });
      expectRefusal(404, res.body, subject_type);
      expect(res.body).toMatchObject({ code: "report_subject_not_found" });
    }
    const res = await send(stranger.token, { subject_type: "message", subject_id: fromProvider.id, reason: "abusive" });
    expect(res.body).toMatchObject({ code: "report_subject_not_found" });
  });

  it("answers 404 for a review not published yet and for a hidden job, to those who cannot see them", async () => {
    const { provider, review } = await publishedReview();
    await db.review.update({ where: { id: review.id }, data: { publishedAt: null } });
    const hidden = await createJob((await createUser()).id, { hiddenAt: new Date() });
    const stranger = await createUser("provider");
    expect(
      (await send(provider.token, { subject_type: "review", subject_id: review.id, reason: "fraud" })).body,
    ).toMatchObject({
      code: "report_subject_not_found",
    });
    expect(
      (await send(stranger.token, { subject_type: "job", subject_id: hidden.id, reason: "spam" })).body,
    ).toMatchObject({
      code: "report_subject_not_found",
    });
  });

  it("answers 404 to a provider separated from the owner by a block, for the owner's posting and their conversation; the owner may still report the provider", async () => {
    const { owner, provider, job, fromOwner, fromProvider } = await conversation();
    await db.block.create({ data: { blockerId: owner.id, blockedId: provider.id } });
    for (const subject of [
      { subject_type: "job", subject_id: job.id },
      { subject_type: "message", subject_id: fromOwner.id },
    ]) {
      const res = await send(provider.token, { ...subject, reason: "spam" });
      expectRefusal(404, res.body, subject.subject_type);
      expect(res.body).toMatchObject({ code: "report_subject_not_found" });
    }
    expect(await db.report.count({ where: { reporterId: provider.id } })).toBe(0);
    const byOwner = await send(owner.token, {
      subject_type: "message",
      subject_id: fromProvider.id,
      reason: "abusive",
    });
    expect(byOwner.status).toBe(201);
    const ofUser = await send(owner.token, { subject_type: "user", subject_id: provider.id, reason: "fraud" });
    expect(ofUser.status).toBe(201);
    // Once hired, the provider sees the job again, and may report it.
    await db.job.update({ where: { id: job.id }, data: { status: "claimed", providerId: provider.id } });
    expect((await send(provider.token, { subject_type: "job", subject_id: job.id, reason: "other" })).status).toBe(201);
  });

  it("refuses reporting one's own job, message, review or account with 403", async () => {
    const { owner, job, fromOwner } = await conversation();
    const { owner: author, review } = await publishedReview();
    for (const [token, subject_type, subject_id] of [
      [owner.token, "job", job.id],
      [owner.token, "message", fromOwner.id],
      [owner.token, "user", owner.id],
      [author.token, "review", review.id],
    ] as const) {
      const res = await send(token, { subject_type, subject_id, reason: "other" });
      expectRefusal(403, res.body, subject_type);
      expect(res.body).toMatchObject({ code: "report_own_subject" });
    }
  });

  it("refuses an unknown reason or subject type and a missing session", async () => {
    const { owner, fromProvider } = await conversation();
    const bad = await send(owner.token, { subject_type: "message", subject_id: fromProvider.id, reason: "rude" });
    expectRefusal(400, bad.body);
    const kind = await send(owner.token, { subject_type: "bid", subject_id: fromProvider.id, reason: "spam" });
    expectRefusal(400, kind.body);
    const anonymous = await send(undefined, { subject_type: "message", subject_id: fromProvider.id, reason: "spam" });
    expectRefusal(401, anonymous.body);
    expect(await db.report.count({ where: { subjectId: fromProvider.id } })).toBe(0);
  });

  it("rate-limits reports per account with 429", async () => {
    const reporter = await createUser("provider");
    const { limit } = RATE_LIMITS.report;
    const users = await Promise.all(Array.from({ length: limit + 1 }, () => createUser("provider")));
    for (const target of users.slice(0, limit))
      expect((await send(reporter.token, { subject_type: "user", subject_id: target.id, reason: "spam" })).status).toBe(
        201,
      );
    const over = await send(reporter.token, { subject_type: "user", subject_id: users[limit].id, reason: "spam" });
    expectRefusal(429, over.body);
  });
});

describe("the report queue and its resolution", () => {
  it("lists open reports oldest first with the subject's content, and drops them once resolved", async () => {
    const operator = await createOperator();
    const { owner, fromProvider, provider } = await conversation();
    const first = await send(owner.token, { subject_type: "message", subject_id: fromProvider.id, reason: "fraud" });
    const second = await send(owner.token, { subject_type: "user", subject_id: provider.id, reason: "abusive" });
    const listed = (await openQueue(operator.token)).reports.map((r) => r.id);
    expect(listed.indexOf(first.body.report.id)).toBeLessThan(listed.indexOf(second.body.report.id));
    const entry = (await openQueue(operator.token)).reports.find((r) => r.id === first.body.report.id)!;
    expect(entry.subject).toMatchObject({ text: "Pay me by wire, off the app", concerned_user: { id: provider.id } });
    expect(entry.reporter.id).toBe(owner.id);

    const done = await call(resolve, {
      token: operator.token,
      params: { id: first.body.report.id },
      body: { action: "none", note: "Reviewed, nothing to do" },
    });
    expect(done.status).toBe(200);
    const after = (await openQueue(operator.token)).reports.map((r) => r.id);
    expect(after).not.toContain(first.body.report.id);
    expect(after).toContain(second.body.report.id);
  });

  it("suspends the message's sender, ends their session at once, logs both actions and tells the reporter", async () => {
    const operator = await createOperator();
    const { owner, provider, fromProvider } = await conversation();
    const made = await send(owner.token, { subject_type: "message", subject_id: fromProvider.id, reason: "fraud" });
    const res = await call(resolve, {
      token: operator.token,
      params: { id: made.body.report.id },
      body: { action: "suspend", note: "Asks for payment off the platform" },
    });
    expect(res.status).toBe(200);
    expect((await db.user.findUniqueOrThrow({ where: { id: provider.id } })).suspendedAt).not.toBeNull();
    expectRefusal(401, (await call(profile, { method: "GET", token: provider.token })).body);
    const actions = await db.operatorAction.findMany({ where: { operatorId: operator.id }, orderBy: { at: "asc" } });
    expect(actions.map((a) => a.action).sort()).toEqual(["resolve_report", "suspend_user"]);
    const told = await notificationsOf(owner.token);
    expect(told[0]).toMatchObject({ type: "report_resolved" });
    expect(told[0].body).not.toMatch(/suspend/i);
  });

  it("hides a reported job, removes a reported review, and warns a reported user with the note", async () => {
    const operator = await createOperator();
    const { provider, job, owner } = await conversation();
    const onJob = await send(provider.token, { subject_type: "job", subject_id: job.id, reason: "spam" });
    await call(resolve, {
      token: operator.token,
      params: { id: onJob.body.report.id },
      body: { action: "hide", note: "Spam posting" },
    });
    expect((await db.job.findUniqueOrThrow({ where: { id: job.id } })).hiddenAt).not.toBeNull();

    const { provider: subject, review } = await publishedReview();
    const onReview = await send(subject.token, { subject_type: "review", subject_id: review.id, reason: "fraud" });
    const removed = await call(resolve, {
      token: operator.token,
      params: { id: onReview.body.report.id },
      body: { action: "remove_review", note: "Fake review" },
    });
    expect(removed.status).toBe(200);
    expect((await db.review.findUniqueOrThrow({ where: { id: review.id } })).removedAt).not.toBeNull();

    const onUser = await send(provider.token, { subject_type: "user", subject_id: owner.id, reason: "abusive" });
    await call(resolve, {
      token: operator.token,
      params: { id: onUser.body.report.id },
      body: { action: "warn", note: "Keep messages civil" },
    });
    const warned = await notificationsOf(owner.token);
    expect(warned.find((n) => n.type === "operator_warning")?.body).toContain("Keep messages civil");
  });

  it("refuses an action that does not fit the subject with 422, and changes nothing", async () => {
    const operator = await createOperator();
    const { owner, fromProvider } = await conversation();
    const made = await send(owner.token, { subject_type: "message", subject_id: fromProvider.id, reason: "spam" });
    const res = await call(resolve, {
      token: operator.token,
      params: { id: made.body.report.id },
      body: { action: "hide", note: "Wrong action" },
    });
    expectRefusal(422, res.body);
    expect((await db.report.findUniqueOrThrow({ where: { id: made.body.report.id } })).status).toBe("open");
    expect(await db.operatorAction.count({ where: { operatorId: operator.id } })).toBe(0);
  });

  it("rolls the resolution back when its action is refused, and refuses resolving twice with 409", async () => {
    const operator = await createOperator();
    const { owner, provider } = await conversation();
    await db.user.update({ where: { id: provider.id }, data: { suspendedAt: new Date() } });
    const made = await db.report.create({
      data: { reporterId: owner.id, subjectType: "user", subjectId: provider.id, reason: "fraud" },
    });
    const refused = await call(resolve, {
      token: operator.token,
      params: { id: made.id },
      body: { action: "suspend", note: "Fraud" },
    });
    expectRefusal(409, refused.body);
    expect((await db.report.findUniqueOrThrow({ where: { id: made.id } })).status).toBe("open");
    const ok = await call(resolve, {
      token: operator.token,
      params: { id: made.id },
      body: { action: "none", note: "Done" },
    });
    expect(ok.status).toBe(200);
    const again = await call(resolve, {
      token: operator.token,
      params: { id: made.id },
      body: { action: "none", note: "Done" },
    });
    expectRefusal(409, again.body);
    expect(again.body).toMatchObject({ code: "report_resolved" });
  });

  it("answers 404 to everyone but an operator", async () => {
    const user = await createUser("homeowner");
    expectRefusal(404, (await call(queue, { method: "GET", path: "/api/admin/reports", token: user.token })).body);
    const res = await call(resolve, {
      token: user.token,
      params: { id: crypto.randomUUID() },
      body: { action: "none", note: "Nope" },
    });
    expectRefusal(404, res.body);
  });
});
