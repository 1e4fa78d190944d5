import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as confirmJob } from "@/app/api/jobs/[id]/confirm/route";
import { POST as disputeJob } from "@/app/api/jobs/[id]/dispute/route";
import { POST as webhookRoute } from "@/app/api/webhooks/stripe/route";
import { db } from "@/lib/db/client";
import { confirmLapsedPayments } from "@/lib/payments/confirm-lapsed";
import { chargeDuePayments } from "@/lib/stripe/charge-payment";
import type { FakeStripe } from "../fakes/stripe/server";
import { chargeWithAnswerLost, completedCardJob, STRIPE_TEST_KEYS, withCardPayments } from "../support/card-payments";
import { call } from "../support/http";
import { checkInvariants } from "../support/invariants";

// Card payment's races on PostgreSQL, where requests and instances really run side by side: whoever wins, a payment
// is charged at most once (one PaymentIntent request per attempt, one succeeded charge) and its ledger balances.

const ROUNDS = 3;
const RACE_TIMEOUT_MS = 180_000;

let fake: FakeStripe;
let stop: () => Promise<void>;
let webhookUrl: string;
beforeAll(async () => {
  ({ fake, stop, webhookUrl } = await withCardPayments());
});
afterAll(async () => {
  await fake.deliveries();
  expect(await checkInvariants(db)).toEqual([]);
  await stop();
});

/** Every PaymentIntent request LawnLink made for a payment, and the charges Stripe made of them. */
async function chargesOf(jobId: string) {
  const payment = await db.payment.findUniqueOrThrow({ where: { jobId } });
  const requests = fake.requests.filter(
    (request) => request.path === "/v1/payment_intents" && request.params.metadata?.payment_id === payment.id,
  );
  const charged = [...fake.objects.values()].filter(
    (object) =>
      object.object === "payment_intent" && object.status === "succeeded" && object.metadata?.payment_id === payment.id,
  );
  return { payment, keys: new Set(requests.map((request) => request.idempotencyKey)), charged: charged.length };
}
const confirm = (jobId: string, token: string) => call(confirmJob, { params: { id: jobId }, token });

describe("card payment races", () => {
  it(
    "two confirmations at once: one wins, the card is charged once",
    async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const { owner, job } = await completedCardJob(fake);
        const answers = await Promise.all([confirm(job.id, owner.token), confirm(job.id, owner.token)]);
        expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
        const { payment, keys, charged } = await chargesOf(job.id);
        expect(payment.status).toBe("paid");
        expect([keys.size, charged]).toEqual([1, 1]);
      }
    },
    RACE_TIMEOUT_MS,
  );

  it(
    "a confirmation racing a dispute: one outcome, charged only if confirmed",
    async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const { owner, job } = await completedCardJob(fake);
        const [confirmed, disputed] = await Promise.all([
          confirm(job.id, owner.token),
          call(disputeJob, { params: { id: job.id }, token: owner.token, body: { reason: "not_done" } }),
        ]);
        expect([confirmed.status, disputed.status].sort()).toEqual([200, 409]);
        const { payment, charged } = await chargesOf(job.id);
        expect(payment.status).toBe(confirmed.status === 200 ? "paid" : "disputed");
        expect(charged).toBe(confirmed.status === 200 ? 1 : 0);
      }
    },
    RACE_TIMEOUT_MS,
  );

  it(
    "the window's lapse on two instances, and their sweeps, while the homeowner confirms: one charge",
    async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const { owner, job } = await completedCardJob(fake);
        const later = new Date(Date.now() + 49 * 3_600_000);
        await Promise.all([
          confirmLapsedPayments(later),
          confirmLapsedPayments(later),
          confirm(job.id, owner.token),
          chargeDuePayments(),
          chargeDuePayments(),
        ]);
        await chargeDuePayments();
        const { payment, keys, charged } = await chargesOf(job.id);
        expect(payment.status).toBe("paid");
        expect([keys.size, charged]).toEqual([1, 1]);
      }
    },
    RACE_TIMEOUT_MS,
  );

  it(
    "a webhook delivered twice at once, and out of order with a late failure: applied once, still paid",
    async () => {
      const signed = (payload: string) =>
        new Stripe(STRIPE_TEST_KEYS.STRIPE_SECRET_KEY).webhooks.generateTestHeaderString({
          payload,
          secret: STRIPE_TEST_KEYS.STRIPE_WEBHOOK_SECRET,
        });
      const deliver = (payload: string) =>
        call<{ replay: boolean }>(webhookRoute, {
          rawBody: payload,
          headers: { "content-type": "application/json", "stripe-signature": signed(payload) },
        });
      for (let round = 0; round < ROUNDS; round++) {
        const { job, stripeAccountId } = await completedCardJob(fake);
        // The charge's answer is lost: only its webhook settles the payment.
        const { payment } = await chargeWithAnswerLost(fake, job.id, stripeAccountId);
        const succeeded = fake.events.findLast(
          (event) => event.type === "payment_intent.succeeded" && event.data.object.metadata?.payment_id === payment.id,
        )!;
        const failed = JSON.stringify({
          ...succeeded,
          id: `${succeeded.id}_late`,
          type: "payment_intent.payment_failed",
          data: { object: { ...succeeded.data.object, last_payment_error: { code: "card_declined" } } },
        });
        const answers = await Promise.all([
          deliver(JSON.stringify(succeeded)),
          deliver(JSON.stringify(succeeded)),
          deliver(failed),
        ]);
        expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
        expect(
          answers
            .slice(0, 2)
            .map((answer) => answer.body.replay)
            .sort(),
        ).toEqual([false, true]);
        const settled = await db.payment.findUniqueOrThrow({ where: { id: payment.id } });
        expect([settled.status, settled.failureCode]).toEqual(["paid", null]);
        expect(await db.ledgerEntry.count({ where: { paymentId: payment.id } })).toBe(3);
        fake.setWebhookUrl(webhookUrl);
      }
    },
    RACE_TIMEOUT_MS,
  );
});
