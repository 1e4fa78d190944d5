import "server-only";
import type { OperatorRef } from "@/lib/admin/audit";
import { recordOperatorAction } from "@/lib/admin/audit";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { notify } from "@/lib/notifications/notify";
import { paidWorkOf, paidWorkSelect, paymentNotificationOf } from "./events";
import { chargeConfirmed } from "@/lib/stripe/charge-payment";
import { recordSettlement } from "./ledger";
import { formatCents } from "./money";
import { transitionPayment } from "./payment-actions";
import type { ResolveDisputeInput } from "./schemas";

/**
 * An operator settles a disputed payment: released, it is due in full; refunded in part, the rest is due (and the
 * refund is taken from the payout and the fee in proportion when it is settled); refunded in full, nothing is owed and
 * the ledger closes at once. Both sides are told, and the audit log records it in the same transaction.
 */
export async function resolveDispute({
  operator,
  paymentId,
  input,
  now = new Date(),
}: {
  operator: OperatorRef;
  paymentId: string;
  input: ResolveDisputeInput;
  now?: Date;
}) {
  const payment = await db.payment.findUnique({ where: { id: paymentId }, include: paidWorkSelect });
  if (!payment) throw new AppError("payment_not_found", "Payment not found");
  if (payment.status !== "disputed")
    throw new AppError("payment_wrong_status", "This payment is not disputed: there is nothing to settle");
  const refund = input.outcome === "release" ? 0 : (input.refund_cents ?? payment.amountCents);
  if (refund > payment.amountCents)
    throw new AppError(
      "refund_too_large",
      `A refund is at most the payment's amount, ${formatCents(payment.amountCents)}`,
    );
  const action = refund === 0 ? "release" : refund === payment.amountCents ? "refundInFull" : "refundInPart";
  const resolved = await db.$transaction(async (tx) => {
    const updated = await transitionPayment(tx, payment, action, {
      refundedCents: refund,
      resolvedAt: now,
      resolvedById: operator.id,
      resolutionNote: input.note,
      confirmedAt: now,
    });
    if (action === "refundInFull") await recordSettlement(tx, updated, now);
    await recordOperatorAction(tx, {
      operatorId: operator.id,
      action: "resolve_dispute",
      subjectType: "payment",
      subjectId: payment.id,
      reason: input.note,
      details: { outcome: input.outcome, refund_cents: refund, amount_cents: payment.amountCents },
    });
    const work = paidWorkOf(payment);
    await notify(tx, [
      paymentNotificationOf.resolved(work, payment.ownerId, updated, input.note),
      paymentNotificationOf.resolved(work, payment.providerId, updated, input.note),
    ]);
    return updated;
  });
  // By card, what is due is charged now (and the refund is simply not charged).
  if (resolved.status === "due") await chargeConfirmed(resolved);
  return db.payment.findUniqueOrThrow({ where: { id: payment.id } });
}
