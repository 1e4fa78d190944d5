import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as readJob } from "@/app/api/jobs/[id]/route";
import { POST as claimRoute } from "@/app/api/jobs/[id]/claim/route";
import { POST as placeBidRoute } from "@/app/api/jobs/[id]/bids/route";
import { POST as acceptBidRoute } from "@/app/api/bids/[id]/accept/route";
import { POST as confirmJob } from "@/app/api/jobs/[id]/confirm/route";
import { POST as disputeJob } from "@/app/api/jobs/[id]/dispute/route";
import { POST as markJobPaid } from "@/app/api/jobs/[id]/mark-paid/route";
import { POST as payJob } from "@/app/api/jobs/[id]/pay/route";
import { POST as resolveRoute } from "@/app/api/admin/disputes/[id]/resolve/route";
import { GET as readCard } from "@/app/api/users/card/route";
import { GET as readEarnings } from "@/app/api/users/earnings/route";
import { GET as readPayouts, POST as startPayouts } from "@/app/api/users/payouts/route";
import { POST as webhookRoute } from "@/app/api/webhooks/stripe/route";
import { db } from "@/lib/db/client";
import { confirmLapsedPayments } from "@/lib/payments/confirm-lapsed";
import { payoutDate } from "@/lib/payments/terms";
import { chargeDuePayments, chargeIdempotencyKey } from "@/lib/stripe/charge-payment";
import type { FakeStripe } from "../fakes/stripe/server";
import {
  chargeWithAnswerLost,
  completedCardJob,
  onboard,
  saveTestCard,
  STRIPE_TEST_KEYS,
  withCardPayments,
} from "../support/card-payments";
import { call, expectRefusal, type Handler } from "../support/http";
import { checkInvariants } from "../support/invariants";
import { createJob } from "../support/jobs";
import { createOperator } from "../support/operators";
import { createUser } from "../support/users";

type Payment = {
  status: string;
  method: string;
  amount_cents: number;
  fee_cents: number;
  payout_cents: number;
  payout_on: string | null;
  failure: string | null;
};
type User = Awaited<ReturnType<typeof createUser>>;

let fake: FakeStripe;
let stop: () => Promise<void>;
let webhookUrl: string;
beforeAll(async () => {
  ({ fake, stop, webhookUrl } = await withCardPayments());
});
// Some tests hold webhooks back to deliver them themselves.
beforeEach(() => fake.setWebhookUrl(webhookUrl));
afterAll(async () => {
  await fake.deliveries();
  expect(await checkInvariants(db)).toEqual([]);
  await stop();
});

let places = 0;
const place = () => ({ latitude: 31 + places++ * 0.5, longitude: -96 });
const step = (handler: Handler, id: string, user: User, body?: unknown) =>
  call<{ payment: Payment }>(handler, { params: { id }, token: user.token, body });
const paymentOf = async (jobId: string, user: User) =>
  (
    await call<{ job: { payment: Payment } }>(readJob, {
      method: "GET",
      path: `/api/jobs/${jobId}`,
      token: user.token,
      params: { id: jobId },
    })
  ).body.job.payment;
const ledgerOf = async (jobId: string) =>
  (await db.ledgerEntry.findMany({ where: { payment: { jobId } }, orderBy: { kind: "asc" } })).map((entry) => ({
    kind: entry.kind,
    amount: entry.amountCents,
    stripe: entry.stripeObjectId,
  }));
const succeededCharges = () =>
  [...fake.objects.values()].filter((object) => object.object === "payment_intent" && object.status === "succeeded");

describe("providers and Stripe Connect", () => {
  it("take paid work only once Stripe's onboarding says they can be paid", async () => {
    const owner = await createUser("homeowner");
    const provider = await createUser("provider", "Nora Newcomer");
    const job = await createJob(owner.id, { ...place(), priceEstimate: 50 });
    const read = () => call<Record<string, boolean>>(readPayouts, { method: "GET", token: provider.token });

    expect((await read()).body).toEqual({ card_payments: true, account: false, ready: false });
    const refused = await call(claimRoute, { params: { id: job.id }, token: provider.token });
    expectRefusal(409, refused.body);
    expect(refused.body).toMatchObject({ code: "payouts_not_ready" });

    // The link leads to Stripe's hosted onboarding, which returns to the Earnings tab.
    const link = await call<{ url: string }>(startPayouts, { token: provider.token });
    expect(link.body.url.startsWith(fake.url)).toBe(true);
    expect((await read()).body).toEqual({ card_payments: true, account: true, ready: false });
    const again = await call<{ url: string }>(startPayouts, { token: provider.token });
    expect(again.status).toBe(200);
    const accounts = [...fake.objects.values()].filter((object) => object.object === "account");
    expect(accounts.filter((account) => account.metadata?.user_id === provider.id)).toHaveLength(1);

    const back = await fetch(link.body.url, { redirect: "manual" });
    expect(back.status).toBe(302);
    expect(back.headers.get("location")).toContain("/dashboard/provider?tab=earnings");
    expect((await read()).body).toEqual({ card_payments: true, account: true, ready: true });
    expect((await call(claimRoute, { params: { id: job.id }, token: provider.token })).status).toBe(200);
  });

  it("homeowners are refused payouts and providers cards", async () => {
    const owner = await createUser("homeowner");
    const provider = await createUser("provider");
    expectRefusal(403, (await call(readPayouts, { method: "GET", token: owner.token })).body);
    expectRefusal(403, (await call(readCard, { method: "GET", token: provider.token })).body);
  });
});

describe("a homeowner's card", () => {
  it("is saved from a SetupIntent confirmed with Stripe, never from another customer's or an unconfirmed one", async () => {
    const owner = await createUser("homeowner");
    const other = await createUser("homeowner");
    expect((await call(readCard, { method: "GET", token: owner.token })).body).toEqual({
      card_payments: true,
      card: null,
    });
    const { setupIntent, saved } = await saveTestCard(fake, owner.token, "pm_card_visa");
    expect(saved.body.card).toEqual({ brand: "visa", last4: "4242" });
    expect((await call(readCard, { method: "GET", token: owner.token })).body).toEqual({
      card_payments: true,
      card: { brand: "visa", last4: "4242" },
    });
    const stolen = await call(await import("@/app/api/users/card/route").then((m) => m.POST), {
      token: other.token,
      body: { setup_intent: setupIntent },
    });
    expect(stolen.body).toMatchObject({ code: "card_setup_incomplete" });

    // A card Stripe declines at set-up is not saved.
    const declined = await saveTestCard(fake, other.token, "pm_card_chargeDeclined");
    expect(declined.stripeStatus).toBe(402);
    expect(declined.saved.body).toMatchObject({ code: "card_setup_incomplete" });
  });
});

describe("hiring by card", () => {
  it("asks the homeowner for a card before they accept a bid, and accepts once it is saved", async () => {
    const owner = await createUser("homeowner", "Bea Bidtaker");
    const provider = await createUser("provider", "Otto Onboarded");
    await onboard(provider.id);
    const job = await createJob(owner.id, { ...place(), priceType: "auction", priceEstimate: null });
    const bid = await call<{ bid: { id: string } }>(placeBidRoute, {
      params: { id: job.id },
      token: provider.token,
      body: { amount: 55, eta_days: 2 },
    });
    expect(bid.status).toBe(201);
    const accept = () => call(acceptBidRoute, { params: { id: bid.body.bid.id }, token: owner.token });
    const refused = await accept();
    expectRefusal(409, refused.body);
    expect(refused.body).toMatchObject({ code: "card_not_saved" });
    expect((await db.job.findUniqueOrThrow({ where: { id: job.id } })).status).toBe("open");
    await saveTestCard(fake, owner.token, "pm_card_visa");
    expect((await accept()).status).toBe(200);
  });
});

describe("a card payment", () => {
  it("is charged when the homeowner confirms: the fee to LawnLink, the rest to the provider's account, once", async () => {
    const { owner, provider, job, stripeAccountId } = await completedCardJob(fake);
    expect(await paymentOf(job.id, owner)).toMatchObject({ status: "awaiting_confirmation", method: "card" });
    expectRefusal(409, (await step(markJobPaid, job.id, owner)).body);

    const confirmed = await step(confirmJob, job.id, owner);
    expect(confirmed.status).toBe(200);
    const expectedPayout = payoutDate(new Date(), 2).toISOString().slice(0, 10);
    expect(confirmed.body.payment).toMatchObject({
      status: "paid",
      method: "card",
      amount_cents: 8000,
      fee_cents: 400,
      payout_cents: 7600,
      payout_on: expectedPayout,
      failure: null,
    });
    const payment = await db.payment.findUniqueOrThrow({ where: { jobId: job.id } });
    const intent = fake.objects.get(payment.stripePaymentIntentId!);
    expect(intent).toMatchObject({
      status: "succeeded",
      amount: 8000,
      application_fee_amount: 400,
      transfer_data: { destination: stripeAccountId },
    });
    const charges = fake.requests.filter((request) => request.path === "/v1/payment_intents");
    expect(charges.filter((request) => request.params.metadata?.payment_id === payment.id)).toHaveLength(1);
    expect(charges.at(-1)!.idempotencyKey).toBe(chargeIdempotencyKey({ id: payment.id, chargeAttempt: 0 }));
    expect(await ledgerOf(job.id)).toEqual([
      { kind: "charge", amount: 8000, stripe: intent.id },
      { kind: "fee", amount: 400, stripe: intent.id },
      { kind: "payout", amount: 7600, stripe: intent.id },
    ]);

    // Its webhook, arriving after the answer settled it, changes nothing.
    await fake.deliveries();
    expect(await ledgerOf(job.id)).toHaveLength(3);

    const earnings = await call<{ earnings: Record<string, unknown> }>(readEarnings, {
      method: "GET",
      token: provider.token,
    });
    expect(earnings.body.earnings).toMatchObject({
      pending_payout_cents: 7600,
      next_payout_on: expectedPayout,
      fees_owed_cents: 0,
      payouts: [{ job_id: job.id, payout_cents: 7600, payout_on: expectedPayout }],
    });
  });

  it("declined: the homeowner is told, the job shows payment due, and another card pays it", async () => {
    const { owner, job } = await completedCardJob(fake, "pm_card_chargeCustomerFail");
    const confirmed = await step(confirmJob, job.id, owner);
    expect(confirmed.body.payment).toMatchObject({ status: "due", failure: expect.stringMatching(/declined/i) });
    const notice = await db.notification.findFirst({ where: { userId: owner.id, type: "payment_failed" } });
    expect(notice).toMatchObject({ title: "Payment due", jobId: job.id });
    expect(await ledgerOf(job.id)).toEqual([]);

    // Paying again with the same declined card fails again, under a new attempt's key.
    const retried = await step(payJob, job.id, owner);
    expect(retried.body.payment).toMatchObject({ status: "due", failure: expect.any(String) });
    expect((await saveTestCard(fake, owner.token, "pm_card_visa")).saved.status).toBe(200);
    const paid = await step(payJob, job.id, owner);
    expect(paid.body.payment).toMatchObject({ status: "paid", failure: null });
    const payment = await db.payment.findUniqueOrThrow({ where: { jobId: job.id } });
    expect(payment.chargeAttempt).toBe(2);
    expect(succeededCharges().filter((intent) => intent.metadata.payment_id === payment.id)).toHaveLength(1);
    // Paid, there is nothing left to pay.
    expect((await step(payJob, job.id, owner)).body).toMatchObject({ code: "payment_wrong_status" });
  });

  it("a card that needs the homeowner's approval, or no card at all, is asked for another", async () => {
    const needsApproval = await completedCardJob(fake, "pm_card_authenticationRequired");
    const confirmed = await step(confirmJob, needsApproval.job.id, needsApproval.owner);
    expect(confirmed.body.payment).toMatchObject({ status: "due", failure: expect.stringMatching(/approve/) });

    const noCard = await completedCardJob(fake, "");
    expect((await step(confirmJob, noCard.job.id, noCard.owner)).body.payment).toMatchObject({
      status: "due",
      failure: "You have no card saved.",
    });
    expect((await step(payJob, noCard.job.id, noCard.owner)).body.payment).toMatchObject({ status: "due" });
    await saveTestCard(fake, noCard.owner.token, "pm_card_visa");
    expect((await step(payJob, noCard.job.id, noCard.owner)).body.payment).toMatchObject({ status: "paid" });
    // Only the homeowner pays.
    expect((await step(payJob, noCard.job.id, noCard.provider)).status).toBe(403);
  });

  it("confirmed by the window's lapse, it is charged; an attempt whose answer was lost is repeated, never charged twice", async () => {
    const lapsed = await completedCardJob(fake);
    await confirmLapsedPayments(new Date(Date.now() + 49 * 3_600_000));
    expect(await paymentOf(lapsed.job.id, lapsed.owner)).toMatchObject({ status: "paid" });

    // An instance charged, then died before recording the answer.
    const lost = await completedCardJob(fake);
    const { payment } = await chargeWithAnswerLost(fake, lost.job.id, lost.stripeAccountId);
    await chargeDuePayments();
    expect(await paymentOf(lost.job.id, lost.owner)).toMatchObject({ status: "paid" });
    expect(succeededCharges().filter((intent) => intent.metadata.payment_id === payment.id)).toHaveLength(1);
  });

  it("disputed and settled with a refund in part: only the rest is charged", async () => {
    const { owner, job } = await completedCardJob(fake);
    const operator = await createOperator();
    expect((await step(disputeJob, job.id, owner, { reason: "poor_quality", note: "Edges skipped" })).status).toBe(200);
    const payment = await db.payment.findUniqueOrThrow({ where: { jobId: job.id } });
    const resolved = await call<{ payment: Payment }>(resolveRoute, {
      params: { id: payment.id },
      token: operator.token,
      body: { outcome: "refund", refund_cents: 2000, note: "Edges were skipped" },
    });
    expect(resolved.body.payment).toMatchObject({ status: "partially_refunded" });
    const charged = fake.objects.get(
      (await db.payment.findUniqueOrThrow({ where: { id: payment.id } })).stripePaymentIntentId!,
    );
    expect(charged).toMatchObject({ amount: 6000, application_fee_amount: 300 });
  });
});

describe("Stripe's webhooks", () => {
  const signed = (payload: string) =>
    new Stripe(STRIPE_TEST_KEYS.STRIPE_SECRET_KEY).webhooks.generateTestHeaderString({
      payload,
      secret: STRIPE_TEST_KEYS.STRIPE_WEBHOOK_SECRET,
    });
  const deliver = (payload: string, signature = signed(payload)) =>
    call<{ received: boolean; replay: boolean }>(webhookRoute, {
      rawBody: payload,
      headers: { "content-type": "application/json", "stripe-signature": signature },
    });

  it("refuse a body whose signature does not match", async () => {
    const payload = JSON.stringify({
      id: "evt_forged",
      object: "event",
      type: "account.updated",
      data: { object: {} },
    });
    const forged = await deliver(payload, signed(payload.replace("forged", "forgeD")));
    expectRefusal(400, forged.body);
    expect(forged.body).toMatchObject({ code: "invalid_signature" });
    expect(await db.stripeEvent.count({ where: { id: "evt_forged" } })).toBe(0);
  });

  it("apply each event once, and a late failure of a charged payment changes nothing", async () => {
    const { owner, job } = await completedCardJob(fake);
    fake.setWebhookUrl(undefined);
    await step(confirmJob, job.id, owner);
    const payment = await db.payment.findUniqueOrThrow({ where: { jobId: job.id } });
    const succeeded = fake.events.findLast(
      (event) => event.type === "payment_intent.succeeded" && event.data.object.metadata?.payment_id === payment.id,
    )!;
    const first = await deliver(JSON.stringify(succeeded));
    const second = await deliver(JSON.stringify(succeeded));
    expect([first.body, second.body]).toEqual([
      { received: true, replay: false },
      { received: true, replay: true },
    ]);
    const lateFailure = {
      ...succeeded,
      id: `${succeeded.id}_failed`,
      type: "payment_intent.payment_failed",
      data: {
        object: {
          ...succeeded.data.object,
          status: "requires_payment_method",
          last_payment_error: { code: "card_declined", message: "Your card was declined." },
        },
      },
    };
    expect((await deliver(JSON.stringify(lateFailure))).body).toEqual({ received: true, replay: false });
    expect(await paymentOf(job.id, owner)).toMatchObject({ status: "paid", failure: null });
    expect(await ledgerOf(job.id)).toHaveLength(3);
  });

  it("record a refund made at Stripe and a dispute opened with the bank", async () => {
    const { owner, provider, job } = await completedCardJob(fake);
    await step(confirmJob, job.id, owner);
    const payment = await db.payment.findUniqueOrThrow({ where: { jobId: job.id } });
    const stripe = new Stripe(STRIPE_TEST_KEYS.STRIPE_SECRET_KEY, {
      host: fake.host,
      port: fake.port,
      protocol: "http",
    });
    fake.setWebhookUrl(undefined);
    await stripe.refunds.create({ payment_intent: payment.stripePaymentIntentId!, amount: 3000 });
    await fake.openBankDispute(payment.stripePaymentIntentId!);
    for (const type of ["charge.refunded", "charge.dispute.created"]) {
      const event = fake.events.findLast((candidate) => candidate.type === type)!;
      expect((await deliver(JSON.stringify(event))).status).toBe(200);
    }
    expect(await paymentOf(job.id, owner)).toMatchObject({ status: "partially_refunded" });
    expect((await ledgerOf(job.id)).map((entry) => [entry.kind, entry.amount]).sort()).toEqual([
      ["adjustment", 3000],
      ["charge", 8000],
      ["fee", 400],
      ["payout", 7600],
      ["refund", 3000],
    ]);
    expect((await db.payment.findUniqueOrThrow({ where: { id: payment.id } })).cardDisputedAt).not.toBeNull();
    expect(await db.notification.count({ where: { userId: provider.id, type: "payment_disputed" } })).toBe(1);
  });
});
