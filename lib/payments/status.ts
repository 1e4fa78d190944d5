import type { PaymentStatus } from "@/lib/generated/prisma/enums";

type Transition = { from: readonly PaymentStatus[]; to: PaymentStatus };

// Every payment status change. Domain code puts `from` in its WHERE clause (with the party), so the rule and the race
// check are one conditional update: of a confirmation racing a dispute, or two confirmations, one wins.
export const paymentTransitions = {
  // The homeowner's within the window, or the window's lapse (lib/payments/confirm-lapsed.ts): the amount is due.
  confirm: { from: ["awaiting_confirmation"], to: "due" },
  // The homeowner's within the window: the money waits for an operator.
  dispute: { from: ["awaiting_confirmation"], to: "disputed" },
  // Direct payment: the homeowner says they paid.
  markPaid: { from: ["due"], to: "paid" },
  // Direct payment: the provider says they received it, once (receivedAt), whether or not the homeowner said so first.
  confirmReceipt: { from: ["due", "paid"], to: "paid" },
  // Card payment: Stripe charged the homeowner's card (lib/stripe/charge-payment.ts), in full or, after a refund in
  // part, the rest.
  charged: { from: ["due"], to: "paid" },
  chargedAfterRefund: { from: ["due"], to: "partially_refunded" },
  // An operator settles a dispute (lib/payments/resolve-dispute.ts): released, the amount is due in full; refunded in
  // part, the rest is due; refunded in full, nothing is.
  release: { from: ["disputed"], to: "due" },
  refundInPart: { from: ["disputed"], to: "due" },
  refundInFull: { from: ["disputed"], to: "refunded" },
  // The same two direct-payment steps on a payment refunded in part: it ends partially refunded.
  markPaidAfterRefund: { from: ["due"], to: "partially_refunded" },
  confirmReceiptAfterRefund: { from: ["due", "partially_refunded"], to: "partially_refunded" },
} as const satisfies Record<string, Transition>;

export type PaymentAction = keyof typeof paymentTransitions;

export function canPay(action: PaymentAction, status: PaymentStatus): boolean {
  return (paymentTransitions[action].from as readonly PaymentStatus[]).includes(status);
}

/** The statuses a receipt is issued in: the money was paid, or (refunded in full) settled with nothing to pay. */
export const RECEIPTED_STATUSES: readonly PaymentStatus[] = ["paid", "partially_refunded", "refunded"];
