import { afterAll, describe, expect, it } from "vitest";
import { GET as readJob } from "@/app/api/jobs/[id]/route";
import { POST as completeJobRoute } from "@/app/api/jobs/[id]/complete/route";
import { POST as confirmJob } from "@/app/api/jobs/[id]/confirm/route";
import { POST as disputeJob } from "@/app/api/jobs/[id]/dispute/route";
import { POST as markJobPaid } from "@/app/api/jobs/[id]/mark-paid/route";
import { POST as jobPaymentReceived } from "@/app/api/jobs/[id]/payment-received/route";
import { GET as jobReceipt } from "@/app/api/jobs/[id]/receipt.pdf/route";
import { GET as listVisits } from "@/app/api/plans/[id]/visits/route";
import { GET as readEarnings } from "@/app/api/users/earnings/route";
import { GET as readStatement } from "@/app/api/users/statements/[month]/route";
import { POST as completeVisitRoute } from "@/app/api/visits/[id]/complete/route";
import { POST as confirmVisit } from "@/app/api/visits/[id]/confirm/route";
import { POST as markVisitPaid } from "@/app/api/visits/[id]/mark-paid/route";
import { POST as visitPaymentReceived } from "@/app/api/visits/[id]/payment-received/route";
import { POST as resolveRoute } from "@/app/api/admin/disputes/[id]/resolve/route";
import sharp from "sharp";
import { db } from "@/lib/db/client";
import { uploadPhoto } from "@/lib/photos/upload-photo";
import { claimJob } from "@/lib/jobs/claim-job";
import { confirmLapsedPayments } from "@/lib/payments/confirm-lapsed";
import { disputePayment } from "@/lib/payments/payment-actions";
import { dateOf, isoOf } from "@/lib/plans/recurrence";
import { startVisit } from "@/lib/plans/visit-actions";
import { call, expectRefusal, type Handler } from "../support/http";
import { checkInvariants } from "../support/invariants";
import { createJob } from "../support/jobs";
import { createOperator } from "../support/operators";
import { createUser } from "../support/users";

afterAll(async () => {
  expect(await checkInvariants(db)).toEqual([]);
});

type Payment = {
  status: string;
  method: string;
  amount_cents: number;
  fee_cents: number;
  payout_cents: number;
  refunded_cents: number;
  confirm_by: string | null;
  paid_at: string | null;
  received_at: string | null;
  dispute: {
    reason: string;
    note: string;
    photos: { url: string; thumb_url: string }[];
    resolution: string | null;
  } | null;
};
type User = Awaited<ReturnType<typeof createUser>>;

const HOUR = 3_600_000;
let places = 0;
const place = () => ({ latitude: 30 + places++ * 0.5, longitude: -95 });

const step = (handler: Handler, id: string, user?: User, body?: unknown) =>
  call<{ payment: Payment }>(handler, { params: { id }, token: user?.token, body });
const read = (jobId: string, user?: User) =>
  call<{ job: { status: string; payment?: Payment } }>(readJob, {
    method: "GET",
    path: `/api/jobs/${jobId}`,
    token: user?.token,
    params: { id: jobId },
  });
/** A receipt's answer, and the words of the PDF (pdfkit writes each run of text as hex strings in a TJ array). */
async function receipt(jobId: string, user: User) {
  const response = await jobReceipt(
    new Request(`http://localhost/api/jobs/${jobId}/receipt.pdf`, {
      headers: { authorization: `Bearer ${user.token}` },
    }),
    { params: Promise.resolve({ id: jobId }) },
  );
  const pdf = Buffer.from(await response.arrayBuffer());
  const text = [...pdf.toString("latin1").matchAll(/\[([^\]]*)\]\s*TJ/g)]
    .map((run) =>
      [...run[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) => Buffer.from(hex[1], "hex").toString("latin1")).join(""),
    )
    .join("\n");
  return { status: response.status, type: response.headers.get("content-type"), pdf, text };
}
const ledgerOf = async (jobId: string) =>
  Object.fromEntries(
    (await db.ledgerEntry.findMany({ where: { payment: { jobId } } })).map((entry) => [entry.kind, entry.amountCents]),
  );

/** A one-time job at an agreed $62.50 (posted at $70), started by its provider: ready to be completed. */
async function startedJob() {
  const owner = await createUser("homeowner", "Olivia Owner");
  const provider = await createUser("provider", "Diego Provider");
  const job = await createJob(owner.id, {
    ...place(),
    title: "Front lawn",
    priceEstimate: 70,
    agreedPrice: 62.5,
    status: "in_progress",
    providerId: provider.id,
    claimedAt: new Date(),
    startedAt: new Date(),
  });
  return { owner, provider, job };
}

async function completedJob() {
  const fixture = await startedJob();
  const completed = await step(completeJobRoute, fixture.job.id, fixture.provider);
  expect(completed.status).toBe(200);
  return fixture;
}

describe("a one-time job's payment", () => {
  it("is not due until the work is completed, then awaits the homeowner's confirmation for 48 hours", async () => {
    const { owner, provider, job } = await startedJob();
    const before = await read(job.id, owner);
    expect(before.body.job.payment).toEqual({
      status: "not_due",
      method: "direct",
      amount_cents: 6250,
      // 5% of $62.50 is 312.5 cents, rounded half up.
      fee_cents: 313,
      payout_cents: 5937,
      refunded_cents: 0,
      confirm_by: null,
      paid_at: null,
      received_at: null,
      payout_on: null,
      failure: null,
      dispute: null,
    });
    expectRefusal(409, (await step(confirmJob, job.id, owner)).body);

    const completed = await call<{ job: { completed_at: string; payment: Payment } }>(completeJobRoute, {
      params: { id: job.id },
      token: provider.token,
    });
    const { payment } = completed.body.job;
    expect(payment).toMatchObject({ status: "awaiting_confirmation", amount_cents: 6250, fee_cents: 313 });
    expect(new Date(payment.confirm_by!).getTime() - new Date(completed.body.job.completed_at).getTime()).toBe(
      48 * HOUR,
    );
    expect((await read(job.id, owner)).body.job.payment).toEqual(payment);
  });

  it("is its two parties' alone: strangers see none and are told there is no such job", async () => {
    const { owner, job } = await completedJob();
    const stranger = await createUser("homeowner", "Sam Stranger");
    const otherProvider = await createUser("provider", "Quinn Other");
    expect((await read(job.id, otherProvider)).body.job).not.toHaveProperty("payment");
    expect((await read(job.id)).body.job).not.toHaveProperty("payment");
    const refused = await step(confirmJob, job.id, stranger);
    expect(refused.status).toBe(404);
    expectRefusal(404, refused.body);
    // The provider cannot confirm their own work, nor the homeowner say they received the money.
    expectRefusal(403, (await step(confirmJob, job.id, otherProvider)).body);
    expectRefusal(403, (await step(jobPaymentReceived, job.id, owner)).body);
  });

  it("confirmed once: the amount is due, the provider told; a second confirmation or a dispute is refused", async () => {
    const { owner, provider, job } = await completedJob();
    const confirmed = await step(confirmJob, job.id, owner);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.payment.status).toBe("due");
    const again = await step(confirmJob, job.id, owner);
    expectRefusal(409, again.body);
    expect(again.body).toMatchObject({ code: "payment_wrong_status" });
    expectRefusal(409, (await step(disputeJob, job.id, owner, { reason: "poor_quality" })).body);
    const told = await db.notification.findMany({ where: { userId: provider.id, type: "payment_confirmed" } });
    expect(told).toHaveLength(1);
    expect(told[0].body).toContain("$62.50 is due to you");
  });

  it("direct payment: the homeowner marks it paid, the ledger balances, the provider confirms receiving it once", async () => {
    const { owner, provider, job } = await completedJob();
    expectRefusal(409, (await step(markJobPaid, job.id, owner)).body);
    await step(confirmJob, job.id, owner);
    const paid = await step(markJobPaid, job.id, owner);
    expect(paid.body.payment).toMatchObject({ status: "paid", received_at: null });
    expect(paid.body.payment.paid_at).not.toBeNull();
    expect(await ledgerOf(job.id)).toEqual({ charge: 6250, payout: 5937, fee: 313 });
    const received = await step(jobPaymentReceived, job.id, provider);
    expect(received.body.payment.received_at).not.toBeNull();
    expect(received.body.payment.paid_at).toBe(paid.body.payment.paid_at);
    expectRefusal(409, (await step(jobPaymentReceived, job.id, provider)).body);
    expect(await db.notification.count({ where: { userId: owner.id, type: "payment_received" } })).toBe(1);
    // Settled once: the ledger has not moved.
    expect(await ledgerOf(job.id)).toEqual({ charge: 6250, payout: 5937, fee: 313 });
    // The month's statement lists the payment with its fee and payout, then the totals; another month's is empty.
    const statement = async (month: string, user: User = provider) => {
      const response = await readStatement(
        new Request(`http://localhost/api/users/statements/${month}`, {
          headers: { authorization: `Bearer ${user.token}` },
        }),
        { params: Promise.resolve({ month }) },
      );
      return { status: response.status, type: response.headers.get("content-type"), body: await response.text() };
    };
    const thisMonth = new Date(Date.now()).toLocaleDateString("sv-SE").slice(0, 7);
    const csv = await statement(`${thisMonth}.csv`);
    expect([csv.status, csv.type]).toEqual([200, "text/csv; charset=utf-8"]);
    const lines = csv.body.trim().split("\r\n");
    expect(lines[0]).toBe('"Date paid","Work","Homeowner","Amount","Fee","Payout","Received"');
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(/^"\d{4}-\d{2}-\d{2}","Front lawn","Olivia Owner","62\.50","3\.13","59\.37","yes"$/),
      '"Total","","","62.50","3.13","59.37",""',
    ]);
    expect((await statement("2001-01.csv")).body.trim().split("\r\n")).toHaveLength(2);
    const pdf = await statement(`${thisMonth}.pdf`);
    expect([pdf.status, pdf.type, pdf.body.slice(0, 5)]).toEqual([200, "application/pdf", "%PDF-"]);
    expect((await statement("2026-13.csv")).status).toBe(400);
    expect((await statement(`${thisMonth}.csv`, owner)).status).toBe(403);
    // A receipt for both parties, none for anyone else.
    for (const party of [owner, provider]) {
      const paidReceipt = await receipt(job.id, party);
      expect([paidReceipt.status, paidReceipt.type]).toEqual([200, "application/pdf"]);
      expect(paidReceipt.pdf.subarray(0, 5).toString()).toBe("%PDF-");
      for (const words of ["Receipt", "Olivia Owner", "Diego Provider", "Front lawn", "Paid directly to the provider"])
        expect(paidReceipt.text).toContain(words);
      expect(paidReceipt.text).toContain("Total paid: $62.50");
    }
    expect((await receipt(job.id, await createUser("homeowner"))).status).toBe(404);
    // The provider's earnings read the ledger: paid to them after the fee, the fee they owe, the payment itself.
    const earnings = await call<{ earnings: Record<string, unknown> }>(readEarnings, {
      method: "GET",
      token: provider.token,
    });
    expect(earnings.body.earnings).toMatchObject({
      total_earned_cents: 5937,
      this_month_cents: 5937,
      pending_payout_cents: 0,
      fees_owed_cents: 313,
      next_payout_on: null,
      payouts: [
        { job_id: job.id, title: "Front lawn", amount_cents: 6250, fee_cents: 313, payout_cents: 5937, received: true },
      ],
    });
  });

  it("the database keeps the ledger immutable and a payment's amounts whole and within bounds", async () => {
    const { owner, job } = await completedJob();
    await step(confirmJob, job.id, owner);
    await step(markJobPaid, job.id, owner);
    await expect(
      db.ledgerEntry.updateMany({ where: { payment: { jobId: job.id } }, data: { amountCents: 1 } }),
    ).rejects.toThrow(/immutable/);
    await expect(db.payment.update({ where: { jobId: job.id }, data: { feeCents: 7000 } })).rejects.toThrow(
      /within its amount/,
    );
    expect(await ledgerOf(job.id)).toEqual({ charge: 6250, payout: 5937, fee: 313 });
  });

  it("the provider may confirm receiving it before the homeowner marks it paid; then marking it is refused", async () => {
    const { owner, provider, job } = await completedJob();
    await step(confirmJob, job.id, owner);
    const received = await step(jobPaymentReceived, job.id, provider);
    expect(received.body.payment).toMatchObject({ status: "paid" });
    expect(received.body.payment.received_at).toBe(received.body.payment.paid_at);
    expect(await ledgerOf(job.id)).toEqual({ charge: 6250, payout: 5937, fee: 313 });
    expectRefusal(409, (await step(markJobPaid, job.id, owner)).body);
  });

  it("disputed within the window with a reason and a note; the provider is told; it then waits", async () => {
    const { owner, provider, job } = await completedJob();
    const invalid = await step(disputeJob, job.id, owner, { reason: "too_expensive" });
    expectRefusal(400, invalid.body);
    expect(invalid.body).toMatchObject({ error: expect.stringContaining("Reason must be one of") });
    const disputed = await step(disputeJob, job.id, owner, { reason: "poor_quality", note: "  Half the lawn uncut  " });
    expect(disputed.body.payment).toMatchObject({
      status: "disputed",
      dispute: { reason: "poor_quality", note: "Half the lawn uncut", photos: [], resolution: null },
    });
    expect(await db.notification.count({ where: { userId: provider.id, type: "payment_disputed" } })).toBe(1);
    expectRefusal(409, (await step(confirmJob, job.id, owner)).body);
    expectRefusal(409, (await step(markJobPaid, job.id, owner)).body);
    // The window's lapse leaves a disputed payment alone.
    await confirmLapsedPayments(new Date(Date.now() + 72 * HOUR));
    expect((await read(job.id, owner)).body.job.payment?.status).toBe("disputed");
  });

  it("disputed with photos of the problem: the homeowner's own uploads only, shown to both sides", async () => {
    const { owner, provider, job } = await completedJob();
    const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#3a7d44" } })
      .jpeg()
      .toBuffer();
    const photo = await uploadPhoto({ userId: owner.id, type: "property", caption: null, is_primary: false, bytes });
    const strangers = await uploadPhoto({
      userId: provider.id,
      type: "property",
      caption: null,
      is_primary: false,
      bytes,
    });
    const foreign = await step(disputeJob, job.id, owner, { reason: "damage", photos: [strangers.url] });
    expectRefusal(400, foreign.body);
    expect((await read(job.id, owner)).body.job.payment?.status).toBe("awaiting_confirmation");
    const tooMany = await step(disputeJob, job.id, owner, { reason: "damage", photos: Array(5).fill(photo.url) });
    expectRefusal(400, tooMany.body);

    const disputed = await step(disputeJob, job.id, owner, { reason: "damage", photos: [photo.url] });
    const shown = [{ url: photo.url, thumb_url: photo.thumbUrl }];
    expect(disputed.body.payment.dispute?.photos).toEqual(shown);
    expect((await read(job.id, provider)).body.job.payment?.dispute?.photos).toEqual(shown);
  });

  it("after the window a dispute is refused and silence confirms, once, however many sweeps run at once", async () => {
    const { owner, provider, job } = await completedJob();
    const coming = await call<{ earnings: { pending_payout_cents: number } }>(readEarnings, {
      method: "GET",
      token: provider.token,
    });
    expect(coming.body.earnings.pending_payout_cents).toBe(5937);
    const later = new Date(Date.now() + 49 * HOUR);
    await expect(
      disputePayment({
        subject: { kind: "job", id: job.id },
        userId: owner.id,
        reason: "not_done",
        note: "",
        now: later,
      }),
    ).rejects.toMatchObject({ code: "confirmation_window_closed" });
    await Promise.all([confirmLapsedPayments(later), confirmLapsedPayments(later), confirmLapsedPayments(later)]);
    expect((await read(job.id, owner)).body.job.payment?.status).toBe("due");
    const told = await db.notification.findMany({ where: { userId: provider.id, type: "payment_confirmed" } });
    expect(told).toHaveLength(1);
    expect(told[0].body).toContain("The confirmation window passed");
  });

  it("a confirmation racing a dispute: exactly one wins", async () => {
    const { owner, job } = await completedJob();
    const answers = await Promise.all([
      step(confirmJob, job.id, owner),
      step(disputeJob, job.id, owner, { reason: "damage" }),
      step(confirmJob, job.id, owner),
    ]);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const answer of answers.filter((answer) => answer.status !== 200)) expectRefusal(409, answer.body);
  });
});

describe("a plan visit's payment", () => {
  it("opens when the visit is completed, at the plan's price per visit, and goes the same way", async () => {
    const owner = await createUser("homeowner", "Hannah Homeowner");
    const provider = await createUser("provider", "Pat Provider");
    // A weekly plan that started three weeks ago, so its first visit is due.
    const started = new Date(Date.now() - 21 * 86_400_000);
    const job = await createJob(owner.id, {
      ...place(),
      priceEstimate: 45,
      recurrenceFrequency: "weekly",
      recurrenceStartsOn: dateOf(isoOf(started)),
    });
    await claimJob({ jobId: job.id, provider, now: started });
    const plan = await db.servicePlan.findUniqueOrThrow({ where: { jobId: job.id } });
    const visit = await db.visit.findFirstOrThrow({ where: { planId: plan.id }, orderBy: { date: "asc" } });
    await startVisit({ visitId: visit.id, userId: provider.id });
    const completed = await call<{ visit: { payment: Payment } }>(completeVisitRoute, {
      params: { id: visit.id },
      token: provider.token,
      body: {},
    });
    expect(completed.body.visit.payment).toMatchObject({
      status: "awaiting_confirmation",
      amount_cents: 4500,
      fee_cents: 225,
      payout_cents: 4275,
    });
    // The plan's job itself is not paid: its visits are.
    expect((await read(job.id, owner)).body.job).not.toHaveProperty("payment");
    expectRefusal(404, (await step(confirmVisit, visit.id, await createUser("homeowner"))).body);
    expect((await step(confirmVisit, visit.id, owner)).body.payment.status).toBe("due");
    expect((await step(markVisitPaid, visit.id, owner)).body.payment.status).toBe("paid");
    expect((await step(visitPaymentReceived, visit.id, provider)).body.payment.received_at).not.toBeNull();
    const listed = await call<{ visits: { id: string; status: string; payment: Payment }[] }>(listVisits, {
      method: "GET",
      params: { id: plan.id },
      token: owner.token,
    });
    const [first, second] = listed.body.visits;
    expect(first).toMatchObject({ id: visit.id, payment: { status: "paid" } });
    expect(second.payment).toMatchObject({ status: "not_due", amount_cents: 4500 });
    // Not completed yet: nothing is due.
    expectRefusal(409, (await step(confirmVisit, second.id, owner)).body);
  });
});

describe("a dispute settled by an operator", () => {
  async function disputedJob() {
    const fixture = await completedJob();
    expect((await step(disputeJob, fixture.job.id, fixture.owner, { reason: "poor_quality" })).status).toBe(200);
    const payment = await db.payment.findUniqueOrThrow({ where: { jobId: fixture.job.id } });
    return { ...fixture, paymentId: payment.id, operator: await createOperator() };
  }
  const resolve = (operator: User | undefined, paymentId: string, body: unknown) =>
    step(resolveRoute, paymentId, operator, body);

  it("released: due in full; both sides told, the audit log records it; then paid as usual", async () => {
    const { owner, provider, job, paymentId, operator } = await disputedJob();
    const released = await resolve(operator, paymentId, { outcome: "release", note: "The photos show the work done" });
    expect(released.status).toBe(200);
    expect(released.body.payment).toMatchObject({
      status: "due",
      refunded_cents: 0,
      dispute: { resolution: "The photos show the work done" },
    });
    for (const user of [owner, provider])
      expect(await db.notification.count({ where: { userId: user.id, type: "dispute_resolved" } })).toBe(1);
    expect(
      await db.operatorAction.count({
        where: { action: "resolve_dispute", subjectType: "payment", subjectId: paymentId },
      }),
    ).toBe(1);
    expect((await step(markJobPaid, job.id, owner)).body.payment.status).toBe("paid");
    expect(await ledgerOf(job.id)).toEqual({ charge: 6250, payout: 5937, fee: 313 });
  });

  it("refunded in part: the rest is due, the refund taken from payout and fee in proportion; paid, it ends partly refunded", async () => {
    const { owner, provider, job, paymentId, operator } = await disputedJob();
    const settled = await resolve(operator, paymentId, {
      outcome: "refund",
      refund_cents: 2000,
      note: "A third undone",
    });
    // 2000 of 6250 is 32%: 100 of the 313 fee, 1900 of the payout.
    expect(settled.body.payment).toMatchObject({
      status: "due",
      amount_cents: 6250,
      refunded_cents: 2000,
      fee_cents: 213,
      payout_cents: 4037,
    });
    expect((await receipt(job.id, owner)).status).toBe(409);
    expect((await step(markJobPaid, job.id, owner)).body.payment.status).toBe("partially_refunded");
    const { text } = await receipt(job.id, owner);
    // A label and its value are runs of their own.
    expect(text).toContain("Refunded: \n$20.00");
    expect(text).toContain("Total paid: $42.50");
    expect(await ledgerOf(job.id)).toEqual({ charge: 6250, payout: 4037, fee: 213, refund: 2000 });
    const received = await step(jobPaymentReceived, job.id, provider);
    expect(received.body.payment).toMatchObject({ status: "partially_refunded" });
    expect(received.body.payment.received_at).not.toBeNull();
  });

  it("refunded in full: nothing is owed and the ledger closes at once", async () => {
    const { owner, job, paymentId, operator } = await disputedJob();
    const settled = await resolve(operator, paymentId, { outcome: "refund", note: "Not done at all" });
    expect(settled.body.payment).toMatchObject({
      status: "refunded",
      refunded_cents: 6250,
      payout_cents: 0,
      fee_cents: 0,
    });
    expect(await ledgerOf(job.id)).toEqual({ charge: 6250, refund: 6250 });
    expectRefusal(409, (await step(markJobPaid, job.id, owner)).body);
  });

  it("refuses what cannot be settled so, and answers anyone but an operator as a missing route", async () => {
    const { owner, paymentId, operator } = await disputedJob();
    const tooMuch = await resolve(operator, paymentId, { outcome: "refund", refund_cents: 6251, note: "Too much" });
    expectRefusal(422, tooMuch.body);
    const mixed = await resolve(operator, paymentId, { outcome: "release", refund_cents: 100, note: "Mixed up" });
    expectRefusal(400, mixed.body);
    expectRefusal(400, (await resolve(operator, paymentId, { outcome: "release" })).body);
    const stranger = await resolve(owner, paymentId, { outcome: "release", note: "Not mine to settle" });
    expect(stranger.body).toEqual({ error: "Not found", code: "not_found" });
    expectRefusal(404, (await resolve(operator, crypto.randomUUID(), { outcome: "release", note: "No such" })).body);
    // Two operators at once: one settles it, the other is told it changed.
    const answers = await Promise.all([
      resolve(operator, paymentId, { outcome: "release", note: "First" }),
      resolve(await createOperator("Otto Operator"), paymentId, { outcome: "refund", note: "Second" }),
    ]);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(1);
    expect(await db.operatorAction.count({ where: { action: "resolve_dispute", subjectId: paymentId } })).toBe(1);
    // Settled, it is not disputed any more.
    expectRefusal(409, (await resolve(operator, paymentId, { outcome: "release", note: "Again" })).body);
  });
});
