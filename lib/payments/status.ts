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
} as const satisfies Record<string, Transition>;

export type PaymentAction = keyof typeof paymentTransitions;

export function canPay(action: PaymentAction, status: PaymentStatus): boolean {
  return (paymentTransitions[action].from as readonly PaymentStatus[]).includes(status);
}
