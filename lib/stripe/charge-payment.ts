import "server-only";
import Stripe from "stripe";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import type { Payment, Prisma } from "@/lib/generated/prisma/client";
import { logger } from "@/lib/log/logger";
import { notify } from "@/lib/notifications/notify";
import { paidWorkOf, paidWorkSelect, paymentNotificationOf } from "@/lib/payments/events";
import { recordSettlement } from "@/lib/payments/ledger";
import { settledAmounts } from "@/lib/payments/money";
import { paymentTransitions } from "@/lib/payments/status";
import { payoutDate, paymentTerms } from "@/lib/payments/terms";
import { callStripe } from "./client";

type Tx = Prisma.TransactionClient;

/** How long one charge attempt holds its payment: an instance that died mid-call loses it to the sweep after this. */
const CHARGE_LEASE_MS = 5 * 60_000;

/** A charge attempt's key: Stripe answers a repeat of it (a retry, the sweep after a crash) with its first result. */
export const chargeIdempotencyKey = (payment: Pick<Payment, "id" | "chargeAttempt">) =>
  `lawnlink-charge-${payment.id}-${payment.chargeAttempt}`;

const NO_CARD = "You have no card saved.";

/**
 * Claims a confirmed card payment for one charge attempt: a conditional update, so of two instances (or a
 * confirmation and the sweep) one charges. A fresh claim takes the pending attempt (the first, or one whose answer
 * was lost, repeated under its own key); `retry` (the homeowner paying with another card) starts the next.
 */
async function claimCharge(paymentId: string, now: Date, retry: boolean) {
  const [claimed] = await db.payment.updateManyAndReturn({
    where: {
      id: paymentId,
      method: "card",
      status: "due",
      failureCode: retry ? { not: null } : null,
      OR: [{ chargeLockedUntil: null }, { chargeLockedUntil: { lt: now } }],
    },
    data: {
      chargeLockedUntil: new Date(now.getTime() + CHARGE_LEASE_MS),
      ...(retry && { chargeAttempt: { increment: 1 }, failureCode: null, failureMessage: null }),
    },
    include: {
      ...paidWorkSelect,
      owner: { select: { stripeCustomerId: true, cardPaymentMethodId: true } },
      provider: { select: { stripeAccountId: true } },
    },
  });
  return claimed ?? null;
}

/**
 * Settles a card payment Stripe charged (from the charge's answer or its payment_intent.succeeded webhook, whichever
 * comes first; the other finds it settled and changes nothing): paid, the ledger's rows tied to the PaymentIntent,
 * the payout's expected day, and the provider told.
 */
export async function settleCharge(tx: Tx, paymentId: string, paymentIntentId: string, now: Date) {
  const payment = await tx.payment.findUnique({ where: { id: paymentId } });
  if (!payment || payment.status !== "due" || payment.method !== "card") return null;
  const action = payment.refundedCents > 0 ? "chargedAfterRefund" : "charged";
  const payoutOn = payoutDate(now, paymentTerms().payoutDelayDays);
  const [settled] = await tx.payment.updateManyAndReturn({
    where: { id: paymentId, status: { in: [...paymentTransitions[action].from] }, method: "card" },
    data: {
      status: paymentTransitions[action].to,
      paidAt: now,
      payoutOn,
      stripePaymentIntentId: paymentIntentId,
      chargeLockedUntil: null,
      failureCode: null,
      failureMessage: null,
    },
    include: paidWorkSelect,
  });
  if (!settled) return null;
  await recordSettlement(tx, settled, now, { stripeObjectId: paymentIntentId });
  await notify(tx, [
    paymentNotificationOf.charged(
      paidWorkOf(settled),
      settled.providerId,
      settledAmounts(settled).payoutCents,
      payoutOn,
    ),
  ]);
  return settled;
}

/**
 * Records a failed attempt (declined, needs authentication, no card) and asks the homeowner for another card, only
 * while that attempt is the payment's latest: a late webhook of an earlier attempt changes nothing.
 */
export async function recordChargeFailure(
  tx: Tx,
  payment: { id: string; attempt: number },
  failure: { code: string; message: string; paymentIntentId?: string },
) {
  const [failed] = await tx.payment.updateManyAndReturn({
    where: { id: payment.id, status: "due", method: "card", chargeAttempt: payment.attempt, failureCode: null },
    data: {
      failureCode: failure.code,
      failureMessage: failure.message,
      chargeLockedUntil: null,
      ...(failure.paymentIntentId && { stripePaymentIntentId: failure.paymentIntentId }),
    },
    include: paidWorkSelect,
  });
  if (!failed) return null;
  await notify(tx, [
    paymentNotificationOf.chargeFailed(
      paidWorkOf(failed),
      failed.ownerId,
      failed.amountCents - failed.refundedCents,
      failure.message,
    ),
  ]);
  return failed;
}

/** What a homeowner reads of a card error: Stripe's own message for declines, ours for authentication. */
function failureOf(error: Stripe.errors.StripeCardError) {
  if (error.code === "authentication_required")
    return {
      code: error.code,
      message: "Your bank asks you to approve this payment, which it cannot do while you are away.",
    };
  return { code: error.code ?? "card_declined", message: error.message || "Your card was declined." };
}

/**
 * Charges a confirmed card payment off-session: the homeowner's saved card, the platform's fee as
 * application_fee_amount and the rest to the provider's connected account, under the attempt's idempotency key. The
 * answer settles it or records the failure; a lost answer leaves the lease to lapse, and the sweep repeats the attempt
 * under the same key, which Stripe answers without charging again.
 */
export async function chargePayment(paymentId: string, { retry = false, now = new Date() } = {}): Promise<boolean> {
  const payment = await claimCharge(paymentId, now, retry);
  if (!payment) return false;
  const attempt = { id: payment.id, attempt: payment.chargeAttempt };
  const { owner, provider } = payment;
  if (!owner.stripeCustomerId || !owner.cardPaymentMethodId) {
    await db.$transaction((tx) => recordChargeFailure(tx, attempt, { code: "card_not_saved", message: NO_CARD }));
    return true;
  }
  const amount = payment.amountCents - payment.refundedCents;
  let intent: Stripe.PaymentIntent;
  try {
    intent = await callStripe((stripe) =>
      stripe.paymentIntents.create(
        {
          amount,
          currency: "usd",
          customer: owner.stripeCustomerId!,
          payment_method: owner.cardPaymentMethodId!,
          off_session: true,
          confirm: true,
          application_fee_amount: settledAmounts(payment).feeCents,
          transfer_data: { destination: provider.stripeAccountId! },
          description: `LawnLink: ${paidWorkOf(payment).title}`,
          metadata: { payment_id: payment.id, attempt: String(payment.chargeAttempt) },
        },
        { idempotencyKey: chargeIdempotencyKey(payment) },
      ),
    );
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeCardError)) {
      logger.warn({ err: error, paymentId }, "card charge not answered: the sweep repeats it");
      throw error;
    }
    const paymentIntentId = (error.payment_intent as Stripe.PaymentIntent | undefined)?.id;
    await db.$transaction((tx) => recordChargeFailure(tx, attempt, { ...failureOf(error), paymentIntentId }));
    return true;
  }
  // Anything but success (processing, say) is settled by its webhook.
  if (intent.status === "succeeded") await db.$transaction((tx) => settleCharge(tx, payment.id, intent.id, now));
  return true;
}

/** Charges a payment just confirmed, after its transaction: a failure to reach Stripe leaves it to the sweep. */
export async function chargeConfirmed(payment: Pick<Payment, "id" | "method">) {
  if (payment.method !== "card") return;
  await chargePayment(payment.id).catch((error: unknown) => {
    if (!(error instanceof AppError)) logger.error({ err: error, paymentId: payment.id }, "card charge failed");
  });
}

/**
 * The homeowner pays a payment whose charge failed, with the card now saved (another card, or the same one approved
 * with their bank): the next attempt, under its own key. False when the payment was not waiting for it.
 */
export const payAgain = (paymentId: string) => chargePayment(paymentId, { retry: true });

/**
 * Confirmed card payments with no attempt under way (confirmed by the window's lapse, or an attempt whose answer was
 * lost): each is charged, one instance per payment by its claim.
 */
export async function chargeDuePayments(now: Date = new Date()) {
  const due = await db.payment.findMany({
    where: {
      method: "card",
      status: "due",
      failureCode: null,
      OR: [{ chargeLockedUntil: null }, { chargeLockedUntil: { lt: now } }],
    },
    select: { id: true },
    take: 100,
  });
  for (const { id } of due) await chargePayment(id, { now }).catch(() => undefined);
  return due.length;
}
