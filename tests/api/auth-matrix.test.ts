import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { authOptions } from "@/lib/auth/options";
import { renewCalendarLink } from "@/lib/calendar/calendar-link";
import { endSessions, startSession } from "@/lib/auth/sessions";
import { signSessionToken } from "@/lib/auth/token";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { unsubscribeToken } from "@/lib/notifications/unsubscribe";
import { createLocalStorage } from "@/lib/photos/storage";
import { call, expectRefusal, type CallOptions } from "../support/http";
import { createJob } from "../support/jobs";
import { createOperator } from "../support/operators";
import { createUser, TEST_PASSWORD } from "../support/users";
import { lawnPayload } from "../support/lawn-payload";

/**
 * The authorization matrix: every route handler under app/api × every kind of caller, with the expected
 * status of each cell in one table. Each cell runs on fresh data (its own job, bid, address, …) so that no cell
 * depends on another's outcome; the four users and their sessions are shared.
 */

const CALLERS = [
  "anonymous",
  "owner homeowner",
  "other homeowner",
  "assigned provider",
  "other provider",
  "x-user-id alone",
  "expired token",
  "token signed with another secret",
  "revoked token",
  "operator",
] as const;
type Caller = (typeof CALLERS)[number];

type User = Awaited<ReturnType<typeof createUser>>;
type Fixture = { owner: User; otherHomeowner: User; provider: User; otherProvider: User; operator: User };
/** What a cell sends (besides who sends it), made fresh for each cell. */
type Cell = Omit<CallOptions, "method" | "token">;

const API = path.resolve(import.meta.dirname, "../../app/api");
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

const LAWN = lawnPayload();

const jpeg = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: "#3a7d44" } })
    .jpeg()
    .toBuffer();
const photoForm = async () => {
  const form = new FormData();
  form.append("photo", new File([new Uint8Array(await jpeg())], "lawn.jpg", { type: "image/jpeg" }));
  form.append("type", "property");
  return form;
};
const address = (userId: string) =>
  db.address.create({
    data: {
      userId,
      label: "Home",
      fullAddress: "1 Main St, Brooklyn, NY 11215, USA",
      city: "Brooklyn",
      state: "NY",
      postalCode: "11215",
    },
  });

// The jobs a cell acts on, each in the state that lets its rightful caller succeed.
const open = (f: Fixture, priceType: "fixed" | "auction" = "fixed") => createJob(f.owner.id, { priceType });
const held = (f: Fixture, status: "claimed" | "in_progress" | "completed") =>
  createJob(f.owner.id, {
    status,
    providerId: f.provider.id,
    ...(status !== "claimed" ? { startedAt: new Date() } : {}),
    ...(status === "completed" ? { completedAt: new Date() } : {}),
  });
// A direct request to the assigned provider, waiting for their answer or (declined) for the owner's next step.
const request = (f: Fixture, declined = false) =>
  createJob(f.owner.id, {
    status: "offered",
    providerId: f.provider.id,
    offerExpiresAt: new Date(Date.now() + 48 * 3_600_000),
    offerDeclinedAt: declined ? new Date() : null,
  });
const bidOnAuction = async (f: Fixture) => {
  const job = await open(f, "auction");
  return db.bid.create({ data: { jobId: job.id, providerId: f.provider.id, amount: 40, etaDays: 2 } });
};
// A weekly plan between the owner and the assigned provider (in the given status), and one of its visits `days` from
// today (UTC, which New York's today is never before when the days are negative).
const plan = async (f: Fixture, status: "active" | "paused" = "active") => {
  const job = await createJob(f.owner.id, {
    status: "in_progress",
    providerId: f.provider.id,
    startedAt: new Date(),
    recurrenceFrequency: "weekly",
    recurrenceStartsOn: new Date(),
  });
  return db.servicePlan.create({
    data: {
      jobId: job.id,
      ownerId: f.owner.id,
      providerId: f.provider.id,
      status,
      frequency: "weekly",
      startsOn: new Date(),
      pricePerVisit: 45,
      timeZone: "America/New_York",
    },
  });
};
const visit = async (f: Fixture, days: number, data: Partial<Prisma.VisitUncheckedCreateInput> = {}) => {
  const date = new Date(`${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T00:00:00.000Z`);
  return db.visit.create({ data: { planId: (await plan(f)).id, date, originalDate: date, ...data } });
};
// The payment of completed work, in a status: a one-time job's or a plan visit's.
const payment = async (
  f: Fixture,
  kind: "job" | "visit",
  status: "awaiting_confirmation" | "due" | "paid" = "awaiting_confirmation",
) => {
  const work =
    kind === "job" ? await held(f, "completed") : await visit(f, -1, { status: "completed", completedAt: new Date() });
  await db.payment.create({
    data: {
      ...(kind === "job" ? { jobId: work.id } : { visitId: work.id }),
      ownerId: f.owner.id,
      providerId: f.provider.id,
      method: "direct",
      status,
      amountCents: 5000,
      feeCents: 250,
      confirmBy: new Date(Date.now() + 48 * 3_600_000),
    },
  });
  return work;
};

// A disputed payment of completed work, named by the payment's id.
const disputed = async (f: Fixture) => {
  const job = await payment(f, "job");
  return db.payment.update({ where: { jobId: job.id }, data: { status: "disputed", disputeReason: "other" } });
};

type Row = {
  method: (typeof METHODS)[number];
  route: string;
  /** The request, made fresh for each cell. */
  cell: (f: Fixture) => Promise<Cell>;
  /** The expected status, one per caller in CALLERS order (the operator's from `operator`). */
  expected: readonly number[];
  /**
   * The operator's status: an operator is a homeowner with the operator role, so by default what the other homeowner
   * gets.
   */
  operator?: number;
  /** Signed-in callers send a session of their own made for this cell (for calls that end the session they use). */
  freshSession?: boolean;
};

const row = (
  method: Row["method"],
  route: string,
  cell: Row["cell"],
  expected: readonly number[],
  options: Partial<Row> = {},
): Row => ({
  method,
  route,
  cell,
  expected,
  ...options,
});
const id = (value: { id: string }) => ({ params: { id: value.id } });
const nothing = async () => ({});
const REASON = { reason: "Matrix check" };
/** Everyone but an operator: a 404 as for a path without a route; a bad token is refused first, as everywhere. */
const OPERATOR_ONLY = [404, 404, 404, 404, 404, 404, 401, 401, 401];
/** An open report, by the other homeowner, of a new provider's account. */
const reportOn = async (f: Fixture) =>
  db.report.create({
    data: {
      reporterId: f.otherHomeowner.id,
      subjectType: "user",
      subjectId: (await createUser("provider")).id,
      reason: "spam",
    },
  });
const reviewOfCompleted = async (f: Fixture) => {
  const done = new Date();
  const job = await held(f, "completed");
  await db.job.update({ where: { id: job.id }, data: { completedAt: done } });
  return db.review.create({
    data: { jobId: job.id, authorId: f.owner.id, subjectId: f.provider.id, rating: 4, publishedAt: done },
  });
};

// prettier-ignore
const MATRIX: Row[] = [
  //                                                                                                                     anon own  oHo  asgP oPro xUid exp  alien revoked
  row("GET",    "admin/audit",               async () => ({ path: "/api/admin/audit" }),                                  OPERATOR_ONLY, { operator: 200 }),
  row("POST",   "admin/disputes/[id]/resolve", async (f) => ({ ...id(await disputed(f)), body: { outcome: "release", note: "Matrix check" } }),
                                                                                                                         OPERATOR_ONLY, { operator: 200 }),
  row("POST",   "admin/jobs/[id]/hide",      async (f) => ({ ...id(await open(f)), body: REASON }),                       OPERATOR_ONLY, { operator: 200 }),
  row("GET",    "admin/reports",             async () => ({ path: "/api/admin/reports" }),                                OPERATOR_ONLY, { operator: 200 }),
  row("POST",   "admin/reports/[id]/resolve", async (f) => ({ ...id(await reportOn(f)), body: { action: "none", note: "Matrix check" } }),
                                                                                                                         OPERATOR_ONLY, { operator: 200 }),
  row("DELETE", "admin/reviews/[id]",        async (f) => ({ ...id(await reviewOfCompleted(f)), body: REASON }),         OPERATOR_ONLY, { operator: 200 }),
  row("POST",   "admin/users/[id]/reinstate", async () => ({ ...id(await createUser("provider").then((u) => db.user.update({ where: { id: u.id }, data: { suspendedAt: new Date() } }))), body: REASON }),
                                                                                                                         OPERATOR_ONLY, { operator: 200 }),
  row("POST",   "admin/users/[id]/suspend",  async () => ({ ...id(await createUser("provider")), body: REASON }),       OPERATOR_ONLY, { operator: 200 }),
  row("POST",   "auth/login",                async (f) => ({ body: { email: f.owner.email, password: TEST_PASSWORD } }), [200, 200, 200, 200, 200, 200, 401, 401, 401]),
  row("POST",   "auth/logout",               nothing,                                                                    [200, 200, 200, 200, 200, 200, 200, 200, 200], { freshSession: true }),
  row("POST",   "auth/password-reset",       async () => ({ body: { email: `m-${crypto.randomUUID()}@example.com` } }),  [200, 200, 200, 200, 200, 200, 401, 401, 401]),
  row("POST",   "auth/password-reset/confirm", async () => ({ body: { token: "not-a-token", password: "a-long-password" } }), [400, 400, 400, 400, 400, 400, 401, 401, 401]),
  row("POST",   "auth/register",             async () => ({ body: { email: `m-${crypto.randomUUID()}@example.com`, password: "a-long-password", full_name: "New Person", phone: "555-010-2000" } }),
                                                                                                                         [201, 201, 201, 201, 201, 201, 401, 401, 401]),
  // next-auth's own endpoints read only its session cookie (see nextAuthSession below): every answer is 200, with
  // a session only for a live token.
  row("GET",    "auth/[...nextauth]",        nothing,                                                                    [200, 200, 200, 200, 200, 200, 200, 200, 200]),
  row("POST",   "auth/[...nextauth]",        nothing,                                                                    [200, 200, 200, 200, 200, 200, 200, 200, 200]),
  row("POST",   "bids/[id]/accept",          async (f) => id(await bidOnAuction(f)),                                      [401, 200, 403, 403, 403, 401, 401, 401, 401]),
  row("POST",   "bids/[id]/retract",         async (f) => id(await bidOnAuction(f)),                                      [401, 403, 403, 200, 403, 401, 401, 401, 401]),
  row("GET",    "health",                    nothing,                                                                    [200, 200, 200, 200, 200, 200, 401, 401, 401]),
  row("GET",    "health/live",               nothing,                                                                    [200, 200, 200, 200, 200, 200, 401, 401, 401]),
  row("GET",    "[[...path]]",               async () => ({ path: "/api/no-such-route" }),                               [404, 404, 404, 404, 404, 404, 401, 401, 401]),
  row("POST",   "[[...path]]",               async () => ({ path: "/api/no-such-route" }),                               [404, 404, 404, 404, 404, 404, 401, 401, 401]),
  row("PUT",    "[[...path]]",               async () => ({ path: "/api/no-such-route" }),                               [404, 404, 404, 404, 404, 404, 401, 401, 401]),
  row("PATCH",  "[[...path]]",               async () => ({ path: "/api/no-such-route" }),                               [404, 404, 404, 404, 404, 404, 401, 401, 401]),
  row("DELETE", "[[...path]]",               async () => ({ path: "/api/no-such-route" }),                               [404, 404, 404, 404, 404, 404, 401, 401, 401]),
  row("GET",    "jobs",                      async () => ({ path: "/api/jobs" }),                                         [200, 200, 200, 200, 200, 200, 401, 401, 401]),
  row("GET",    "jobs/[id]",                 async (f) => id(await held(f, "claimed")),                                   [200, 200, 200, 200, 200, 200, 401, 401, 401]),
  row("GET",    "jobs/[id]/bids",            async (f) => ({ params: { id: (await bidOnAuction(f)).jobId } }),                    [401, 200, 403, 200, 200, 401, 401, 401, 401]),
  row("POST",   "jobs/[id]/bids",            async (f) => ({ ...id(await open(f, "auction")), body: { amount: 45, eta_days: 3 } }), [401, 403, 403, 201, 201, 401, 401, 401, 401]),
  row("POST",   "jobs/[id]/claim",           async (f) => id(await open(f)),                                              [401, 403, 403, 200, 200, 401, 401, 401, 401]),
  row("POST",   "jobs/[id]/book-again",      async (f) => id(await held(f, "completed")),                                 [401, 201, 404, 403, 403, 401, 401, 401, 401]),
  row("POST",   "jobs/[id]/decline",         async (f) => id(await request(f)),                                           [401, 403, 403, 200, 404, 401, 401, 401, 401]),
  row("POST",   "jobs/[id]/confirm",         async (f) => id(await payment(f, "job")),                                    [401, 200, 404, 403, 403, 401, 401, 401, 401]),
  row("POST",   "jobs/[id]/dispute",         async (f) => ({ ...id(await payment(f, "job")), body: { reason: "other" } }), [401, 200, 404, 403, 403, 401, 401, 401, 401]),
  row("POST",   "jobs/[id]/mark-paid",       async (f) => id(await payment(f, "job", "due")),                             [401, 200, 404, 403, 403, 401, 401, 401, 401]),
  row("POST",   "jobs/[id]/payment-received", async (f) => id(await payment(f, "job", "due")),                            [401, 403, 403, 200, 404, 401, 401, 401, 401]),
  // Paying again is for a card payment whose charge failed: a direct one is refused to its owner (409).
  row("POST",   "jobs/[id]/pay",             async (f) => id(await payment(f, "job", "due")),                             [401, 409, 404, 403, 403, 401, 401, 401, 401]),
  row("GET",    "jobs/[id]/receipt.pdf",     async (f) => id(await payment(f, "job", "paid")),                            [401, 200, 404, 200, 404, 401, 401, 401, 401]),
  row("POST",   "jobs/[id]/start",           async (f) => id(await held(f, "claimed")),                                   [401, 403, 403, 200, 403, 401, 401, 401, 401]),
  row("POST",   "jobs/[id]/complete",        async (f) => id(await held(f, "in_progress")),                               [401, 403, 403, 200, 403, 401, 401, 401, 401]),
  row("POST",   "jobs/[id]/release",         async (f) => id(await held(f, "claimed")),                                   [401, 403, 403, 200, 403, 401, 401, 401, 401]),
  row("GET",    "jobs/[id]/messages",        async (f) => id(await held(f, "claimed")),                                   [401, 200, 403, 200, 403, 401, 401, 401, 401]),
  row("POST",   "jobs/[id]/messages",        async (f) => ({ ...id(await held(f, "claimed")), body: { body: "Hello there" } }), [401, 201, 403, 201, 403, 401, 401, 401, 401]),
  row("GET",    "jobs/[id]/reviews",         async (f) => id(await held(f, "completed")),                                 [401, 200, 403, 200, 403, 401, 401, 401, 401]),
  row("POST",   "jobs/[id]/reviews",         async (f) => ({ ...id(await held(f, "completed")), body: { rating: 5, comment: "Great" } }), [401, 201, 403, 201, 403, 401, 401, 401, 401]),
  row("GET",    "lawns",                     async () => ({ path: "/api/lawns" }),                                        [401, 200, 200, 200, 200, 401, 401, 401, 401]),
  row("POST",   "lawns",                     async () => ({ body: LAWN }),                                         [401, 201, 201, 403, 403, 401, 401, 401, 401]),
  row("PATCH",  "lawns/[id]",                async (f) => ({ ...id(await open(f)), body: { title: "Renamed lawn" } }),    [401, 200, 403, 403, 403, 401, 401, 401, 401]),
  row("POST",   "lawns/[id]/cancel",         async (f) => id(await open(f)),                                              [401, 200, 403, 403, 403, 401, 401, 401, 401]),
  row("POST",   "lawns/[id]/open",           async (f) => id(await request(f, true)),                                     [401, 200, 404, 403, 403, 401, 401, 401, 401]),
  row("GET",    "messages/unread",           nothing,                                                                     [401, 200, 200, 200, 200, 401, 401, 401, 401]),
  row("GET",    "notifications",             async () => ({ path: "/api/notifications" }),                                [401, 200, 200, 200, 200, 401, 401, 401, 401]),
  row("POST",   "notifications/read",        async () => ({ body: { all: true } }),                                       [401, 200, 200, 200, 200, 401, 401, 401, 401]),
  row("GET",    "openapi.json",              nothing,                                                                    [200, 200, 200, 200, 200, 200, 401, 401, 401]),
  row("GET",    "plans",                     nothing,                                                                     [401, 200, 200, 200, 200, 401, 401, 401, 401]),
  row("GET",    "plans/[id]/visits",         async (f) => id(await plan(f)),                                              [401, 200, 404, 200, 404, 401, 401, 401, 401]),
  row("POST",   "plans/[id]/pause",          async (f) => ({ ...id(await plan(f)), body: {} }),                           [401, 200, 404, 403, 403, 401, 401, 401, 401]),
  row("POST",   "plans/[id]/resume",         async (f) => id(await plan(f, "paused")),                                    [401, 200, 404, 403, 403, 401, 401, 401, 401]),
  row("POST",   "plans/[id]/cancel",         async (f) => id(await plan(f)),                                              [401, 200, 404, 403, 403, 401, 401, 401, 401]),
  row("POST",   "plans/[id]/end",            async (f) => ({ ...id(await plan(f)), body: {} }),                           [401, 403, 403, 200, 404, 401, 401, 401, 401]),
  row("POST",   "visits/[id]/skip",          async (f) => id(await visit(f, 10)),                                         [401, 200, 404, 403, 403, 401, 401, 401, 401]),
  row("POST",   "visits/[id]/start",         async (f) => id(await visit(f, -1)),                                         [401, 403, 403, 200, 404, 401, 401, 401, 401]),
  row("POST",   "visits/[id]/complete",      async (f) => ({ ...id(await visit(f, -1, { status: "in_progress" })), body: {} }), [401, 403, 403, 200, 404, 401, 401, 401, 401]),
  row("POST",   "visits/[id]/confirm",       async (f) => id(await payment(f, "visit")),                                  [401, 200, 404, 403, 403, 401, 401, 401, 401]),
  row("POST",   "visits/[id]/dispute",       async (f) => ({ ...id(await payment(f, "visit")), body: { reason: "other" } }), [401, 200, 404, 403, 403, 401, 401, 401, 401]),
  row("POST",   "visits/[id]/mark-paid",     async (f) => id(await payment(f, "visit", "due")),                           [401, 200, 404, 403, 403, 401, 401, 401, 401]),
  row("POST",   "visits/[id]/payment-received", async (f) => id(await payment(f, "visit", "due")),                        [401, 403, 403, 200, 404, 401, 401, 401, 401]),
  row("POST",   "visits/[id]/pay",           async (f) => id(await payment(f, "visit", "due")),                           [401, 409, 404, 403, 403, 401, 401, 401, 401]),
  // Card payment is off in this table (no Stripe keys): its calls answer their own callers 409 card_payments_off, and
  // tests/api/card-payments.test.ts runs them with it on.
  row("GET",    "users/card",                nothing,                                                                     [401, 200, 200, 403, 403, 401, 401, 401, 401]),
  row("POST",   "users/card",                async () => ({ body: { setup_intent: "seti_matrix" } }),                     [401, 409, 409, 403, 403, 401, 401, 401, 401]),
  row("POST",   "users/card/setup",          nothing,                                                                     [401, 409, 409, 403, 403, 401, 401, 401, 401]),
  row("GET",    "users/payouts",             nothing,                                                                     [401, 403, 403, 200, 200, 401, 401, 401, 401]),
  row("POST",   "users/payouts",             nothing,                                                                     [401, 403, 403, 409, 409, 401, 401, 401, 401]),
  // Stripe's webhook answers by its signature, not a session: without keys there is nothing to verify against.
  row("POST",   "webhooks/stripe",           async () => ({ rawBody: "{}", headers: { "stripe-signature": "t=1,v1=0" } }), [409, 409, 409, 409, 409, 409, 401, 401, 401]),
  row("GET",    "visits/[id]/receipt.pdf",   async (f) => id(await payment(f, "visit", "paid")),                          [401, 200, 404, 200, 404, 401, 401, 401, 401]),
  row("POST",   "visits/[id]/reschedule",    async (f) => ({ ...id(await visit(f, 10)), body: { date: new Date(Date.now() + 11 * 86_400_000).toISOString().slice(0, 10) } }),
                                                                                                                         [401, 200, 404, 200, 404, 401, 401, 401, 401]),
  // A move the provider made: the owner may decline it; the provider cannot decline their own.
  row("POST",   "visits/[id]/decline-reschedule", async (f) => id(await visit(f, 10, { rescheduledById: f.provider.id })), [401, 200, 404, 409, 404, 401, 401, 401, 401]),
  // A calendar feed is public by its secret address, like a stored photo: calendar apps fetch it without a session.
  row("GET",    "calendar/[token]",          async (f) => ({ params: { token: (await renewCalendarLink(f.owner.id)).url!.split("/").pop()! } }),
                                                                                                                         [200, 200, 200, 200, 200, 200, 200, 200, 200]),
  row("GET",    "users/statements/[month]",  async () => ({ params: { month: `${new Date().toISOString().slice(0, 7)}.csv` } }),
                                                                                                                         [401, 403, 403, 200, 200, 401, 401, 401, 401]),
  row("GET",    "schedule",                  nothing,                                                                     [401, 403, 403, 200, 200, 401, 401, 401, 401]),
  row("GET",    "places",                    async () => ({ path: "/api/places?q=Brooklyn" }),                            [200, 200, 200, 200, 200, 200, 401, 401, 401]),
  row("GET",    "providers/[id]",            async (f) => id(f.provider),                                                 [200, 200, 200, 200, 200, 200, 401, 401, 401]),
  row("POST",   "reports",                   async () => ({ body: { subject_type: "user", subject_id: (await createUser("provider")).id, reason: "spam" } }),
                                                                                                                         [401, 201, 201, 201, 201, 401, 401, 401, 401]),
  row("POST",   "unsubscribe",               async (f) => ({ path: `/api/unsubscribe?token=${unsubscribeToken(f.owner.id)}` }), [303, 303, 303, 303, 303, 303, 401, 401, 401]),
  // Stored photos are public by their unguessable URL, like any image link: no caller is looked up.
  row("GET",    "uploads/[...key]",          async (f) => ({ params: { key: [f.owner.id, `${crypto.randomUUID()}.jpeg`] } as never }), [200, 200, 200, 200, 200, 200, 200, 200, 200]),
  row("GET",    "users/[id]/reviews",        async (f) => id(f.provider),                                                 [200, 200, 200, 200, 200, 200, 401, 401, 401]),
  row("GET",    "users/addresses",           nothing,                                                                     [401, 200, 200, 200, 200, 401, 401, 401, 401]),
  row("POST",   "users/addresses",           async () => ({ body: { label: "Work", full_address: "1 Main St, Brooklyn, NY 11215, USA", street_number: "1", street: "Main St", city: "Brooklyn", state: "NY", postal_code: "11215" } }),
                                                                                                                         [401, 201, 201, 201, 201, 401, 401, 401, 401]),
  row("PUT",    "users/addresses",           async (f) => ({ path: `/api/users/addresses?id=${(await address(f.owner.id)).id}`, body: { label: "Renamed" } }),
                                                                                                                         [401, 200, 404, 404, 404, 401, 401, 401, 401]),
  row("DELETE", "users/addresses",           async (f) => ({ path: `/api/users/addresses?id=${(await address(f.owner.id)).id}` }),
                                                                                                                         [401, 200, 404, 404, 404, 401, 401, 401, 401]),
  // Blocks: a homeowner blocks a provider and a provider a homeowner; one's own role is refused (400).
  row("GET",    "users/blocks",              nothing,                                                                     [401, 200, 200, 200, 200, 401, 401, 401, 401]),
  row("POST",   "users/blocks",              async () => ({ body: { user_id: (await createUser("provider")).id } }),   [401, 201, 201, 400, 400, 401, 401, 401, 401]),
  row("DELETE", "users/blocks/[id]",         async (f) => ({ params: { id: (await db.block.create({ data: { blockerId: f.owner.id, blockedId: (await createUser("provider")).id } })).blockedId } }),
                                                                                                                         [401, 200, 404, 404, 404, 401, 401, 401, 401]),
  row("GET",    "users/calendar",            nothing,                                                                     [401, 200, 200, 200, 200, 401, 401, 401, 401]),
  row("POST",   "users/calendar",            nothing,                                                                     [401, 200, 200, 200, 200, 401, 401, 401, 401]),
  row("DELETE", "users/calendar",            nothing,                                                                     [401, 200, 200, 200, 200, 401, 401, 401, 401]),
  // Favourites are a homeowner's: providers are refused (403).
  row("GET",    "users/favourites",          nothing,                                                                     [401, 200, 200, 403, 403, 401, 401, 401, 401]),
  row("POST",   "users/favourites",          async () => ({ body: { provider_id: (await createUser("provider")).id } }), [401, 201, 201, 403, 403, 401, 401, 401, 401]),
  row("DELETE", "users/favourites/[id]",     async (f) => ({ params: { id: (await db.favourite.create({ data: { ownerId: f.owner.id, providerId: (await createUser("provider")).id } })).providerId } }),
                                                                                                                         [401, 200, 404, 403, 403, 401, 401, 401, 401]),
  row("GET",    "users/claim-history",       nothing,                                                                     [401, 403, 403, 200, 200, 401, 401, 401, 401]),
  row("GET",    "users/earnings",            async () => ({ path: "/api/users/earnings" }),                               [401, 403, 403, 200, 200, 401, 401, 401, 401]),
  row("PUT",    "users/password",            async () => ({ body: { current_password: TEST_PASSWORD, new_password: TEST_PASSWORD } }),
                                                                                                                         [401, 200, 200, 200, 200, 401, 401, 401, 401]),
  row("GET",    "users/photos",              nothing,                                                                     [401, 200, 200, 200, 200, 401, 401, 401, 401]),
  row("DELETE", "users/photos",              async (f) => ({ path: `/api/users/photos?id=${(await db.photo.create({ data: { userId: f.owner.id, type: "property", url: "/u/x.jpg", storageKey: "matrix/x.jpg", contentType: "image/jpeg" } })).id}` }),
                                                                                                                         [401, 200, 404, 404, 404, 401, 401, 401, 401]),
  row("POST",   "users/photos/upload",       async () => ({ rawBody: await photoForm() }),                                [401, 201, 201, 201, 201, 401, 401, 401, 401]),
  row("GET",    "users/profile",             nothing,                                                                     [401, 200, 200, 200, 200, 401, 401, 401, 401]),
  row("PUT",    "users/profile",             async () => ({ body: { bio: "Matrix" } }),                                   [401, 200, 200, 200, 200, 401, 401, 401, 401]),
];

/** Every route file under app/api and the methods it exports. */
async function routesOnDisk(): Promise<{ route: string; method: string; handler: Handler }[]> {
  const files = (fs.readdirSync(API, { recursive: true }) as string[])
    .filter((file) => path.basename(file) === "route.ts")
    .sort();
  const found = [];
  for (const file of files) {
    const exported = (await import(path.join(API, file))) as Record<string, unknown>;
    for (const method of METHODS) {
      if (typeof exported[method] === "function")
        found.push({
          route: path.dirname(file).split(path.sep).join("/"),
          method,
          handler: exported[method] as Handler,
        });
    }
  }
  return found;
}

type Handler = Parameters<typeof call>[0];

/** `call`, reading the body as JSON only when it is JSON (the uploads route answers with the image). */
async function send(handler: Handler, options: CallOptions) {
  const json = await call(async (request, context) => {
    const response = await handler(request, context);
    if (response.headers.get("content-type")?.startsWith("application/json")) return response;
    return new Response(null, { status: response.status, headers: response.headers });
  }, options);
  return json;
}

/** A row's statuses for every caller, in CALLERS order. */
const expectedOf = (entry: Row) => [...entry.expected, entry.operator ?? entry.expected[2]];

let fixture: Fixture;
let tokens: Record<Caller, string | null>;
let handlers: Map<string, Handler>;
const users = (f: Fixture): Partial<Record<Caller, User>> => ({
  "owner homeowner": f.owner,
  "other homeowner": f.otherHomeowner,
  "assigned provider": f.provider,
  "other provider": f.otherProvider,
  operator: f.operator,
});

/**
 * What next-auth's own endpoints (`/api/auth/session` and the rest) make of a token: they read only its session
 * cookie, through the `decode` and `session` callbacks of lib/auth/options.ts. Its handler cannot run outside
 * Next's request scope, so its rows call those callbacks with each caller's token as the cookie (the e2e suite
 * drives the real endpoint).
 */
async function nextAuthSession(token: string | null): Promise<{ status: number; userId: string | null }> {
  const options = authOptions();
  const jwt = token ? await options.jwt!.decode!({ token, secret: options.secret! }) : null;
  if (!jwt) return { status: 200, userId: null };
  const session = (await options.callbacks!.session!({ session: { expires: "" }, token: jwt } as never)) as {
    user?: { id?: string };
  };
  return { status: 200, userId: session.user?.id ?? null };
}

beforeAll(async () => {
  fixture = {
    owner: await createUser("homeowner", "Olivia Owner"),
    otherHomeowner: await createUser("homeowner", "Harry Other"),
    provider: await createUser("provider", "Pat Assigned"),
    otherProvider: await createUser("provider", "Quinn Other"),
    operator: await createOperator("Odette Operator"),
  };
  const { owner } = fixture;
  const claims = { sub: owner.id, sid: owner.sessionId, role: owner.role, name: owner.fullName, email: owner.email };
  const revoked = await startSession(owner);
  await endSessions([revoked.token]);
  tokens = {
    anonymous: null,
    "owner homeowner": owner.token,
    "other homeowner": fixture.otherHomeowner.token,
    "assigned provider": fixture.provider.token,
    "other provider": fixture.otherProvider.token,
    "x-user-id alone": null,
    "expired token": await signSessionToken(claims, -60),
    "token signed with another secret": await new SignJWT({ role: claims.role, name: claims.name, email: claims.email })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(claims.sub)
      .setJti(claims.sid)
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("some-other-secret-0123456789abcdef")),
    "revoked token": revoked.token,
    operator: fixture.operator.token,
  };
  handlers = new Map((await routesOnDisk()).map(({ route, method, handler }) => [`${method} ${route}`, handler]));
});

describe("authorization matrix", () => {
  it("has exactly one row for every route handler under app/api, and every caller in each", () => {
    const rows = MATRIX.map((entry) => `${entry.method} ${entry.route}`);
    expect(new Set(rows).size).toBe(rows.length);
    expect([...rows].sort()).toEqual([...handlers.keys()].sort());
    for (const entry of MATRIX)
      expect(expectedOf(entry), `${entry.method} ${entry.route}`).toHaveLength(CALLERS.length);
  });

  let address = 0;
  for (const entry of MATRIX) {
    it(`${entry.method} /api/${entry.route}`, async () => {
      const handler = handlers.get(`${entry.method} ${entry.route}`);
      expect(handler, "no such route handler").toBeDefined();
      const actual: Record<string, number> = {};
      for (const caller of CALLERS) {
        const cell = await entry.cell(fixture);
        const user = users(fixture)[caller];
        let token = tokens[caller];
        if (entry.freshSession && user) token = (await startSession(user)).token;
        if (entry.route === "auth/[...nextauth]") {
          const session = await nextAuthSession(token);
          actual[caller] = session.status;
          // Only a live session signs anyone in; the owner's bad tokens and x-user-id name nobody.
          expect(session.userId, caller).toBe(user?.id ?? null);
          continue;
        }
        if (entry.route === "uploads/[...key]") {
          const key = (cell.params as unknown as { key: string[] }).key.join("/");
          await createLocalStorage().put(key, await jpeg(), "image/jpeg");
        }
        const headers: Record<string, string> = {
          ...(cell.headers ?? {}),
          "x-forwarded-for": `10.77.${Math.floor(++address / 250)}.${address % 250}`,
        };
        if (caller === "x-user-id alone") headers["x-user-id"] = fixture.owner.id;
        const answer = await send(handler!, { ...cell, method: entry.method, token: token ?? undefined, headers });
        actual[caller] = answer.status;
        if (answer.status >= 400) expectRefusal(answer.status, answer.body, `${caller}: a refusal`);
        // The next cell starts from the same state: no jobs of the owner (a provider's claims count towards a cap).
        await db.job.deleteMany({ where: { ownerId: fixture.owner.id } });
      }
      // In CALLERS order, as the table reads.
      expect(
        CALLERS.map((caller) => actual[caller]),
        CALLERS.join(", "),
      ).toEqual(expectedOf(entry));
    });
  }
});
