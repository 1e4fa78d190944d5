import "server-only";
import type Stripe from "stripe";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { notify } from "@/lib/notifications/notify";
import { paidWorkOf, paidWorkSelect } from "@/lib/payments/events";
import { recordAccount } from "./connect";
import { recordChargeFailure, settleCharge } from "./charge-payment";

type Tx = Prisma.TransactionClient;

const paymentIdOf = (intent: Stripe.PaymentIntent) => intent.metadata?.payment_id;
const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : value?.id);

/**
 * A refund made outside LawnLink (from Stripe's dashboard) of a paid card payment: its status and the ledger's refund,
 * with one adjustment that takes it back from the payout and fee already recorded, so the ledger still balances.
 */
async function recordRefund(tx: Tx, charge: Stripe.Charge, now: Date) {
  const paymentIntentId = idOf(charge.payment_intent);
  if (!paymentIntentId || charge.amount_refunded <= 0) return;
  const payment = await tx.payment.findUnique({ where: { stripePaymentIntentId: paymentIntentId } });
  if (!payment || payment.status !== "paid") return;
  const refunded = Math.min(charge.amount_refunded, payment.amountCents);
  const [updated] = await tx.payment.updateManyAndReturn({
    where: { id: payment.id, status: "paid" },
    data: { status: refunded === payment.amountCents ? "refunded" : "partially_refunded", refundedCents: refunded },
  });
  if (!updated) return;
  await tx.ledgerEntry.createMany({
    data: (["refund", "adjustment"] as const).map((kind) => ({
      paymentId: payment.id,
      kind,
      amountCents: refunded,
      createdAt: now,
      stripeObjectId: charge.id,
    })),
  });
}

/** A cardholder disputed a charge with their bank: the payment says so, and its provider hears of it. */
async function recordBankDispute(tx: Tx, dispute: Stripe.Dispute, now: Date) {
  const paymentIntentId = idOf(dispute.payment_intent);
  if (!paymentIntentId) return;
  const [payment] = await tx.payment.updateManyAndReturn({
    where: { stripePaymentIntentId: paymentIntentId, cardDisputedAt: null },
    data: { cardDisputedAt: now },
    include: paidWorkSelect,
  });
  if (!payment) return;
  const work = paidWorkOf(payment);
  await notify(tx, [
    {
      userId: payment.providerId,
      type: "payment_disputed",
      jobId: work.jobId,
      title: "A card payment is disputed with the bank",
      body: `The homeowner's bank is reviewing a dispute of the charge for “${work.title}”. LawnLink answers the bank for you and writes when it decides.`,
    },
  ]);
}

/**
 * Applies one verified webhook event, once: its id is stored in the transaction of the change it makes, so a
 * delivery repeated (or two at once) finds it there and changes nothing. Each change is itself conditional, so events
 * out of order (a failure of an attempt after the payment was charged) change nothing either.
 */
export async function handleStripeEvent(event: Stripe.Event, now: Date = new Date()): Promise<"applied" | "replay"> {
  return db.$transaction(async (tx) => {
    const { count } = await tx.stripeEvent.createMany({
      data: [{ id: event.id, type: event.type }],
      skipDuplicates: true,
    });
    if (count === 0) return "replay";
    switch (event.type) {
      case "payment_intent.succeeded": {
        const paymentId = paymentIdOf(event.data.object);
        if (paymentId) await settleCharge(tx, paymentId, event.data.object.id, now);
        break;
      }
      case "payment_intent.payment_failed": {
        const intent = event.data.object;
        const paymentId = paymentIdOf(intent);
        const attempt = Number(intent.metadata?.attempt);
        if (paymentId && Number.isInteger(attempt))
          await recordChargeFailure(
            tx,
            { id: paymentId, attempt },
            {
              code: intent.last_payment_error?.code ?? "card_declined",
              message: intent.last_payment_error?.message ?? "Your card was declined.",
              paymentIntentId: intent.id,
            },
          );
        break;
      }
      case "account.updated":
        await recordAccount(event.data.object, tx);
        break;
      case "charge.refunded":
        await recordRefund(tx, event.data.object, now);
        break;
      case "charge.dispute.created":
        await recordBankDispute(tx, event.data.object, now);
        break;
    }
    return "applied";
  });
}
