import "server-only";
import type { LedgerEntryKind, Payment, Prisma } from "@/lib/generated/prisma/client";
import { settledAmounts } from "./money";
import { queueReceiptMail } from "./receipt-mail";

/**
 * The ledger rows of a settled payment, dated `at`: the homeowner's charge, the provider's payout, the platform's fee
 * (in direct payment, owed by the provider) and any refund, so that charge = payout + fee + refunded. One row per
 * payment and kind: a second settlement of the same payment fails on the unique key rather than writing money twice.
 */
export async function recordSettlement(
  tx: Prisma.TransactionClient,
  payment: Payment,
  at: Date,
  {
    stripeObjectId,
    receipt = true,
  }: {
    /** Card payment: the PaymentIntent that moved the money. */
    stripeObjectId?: string;
    /** False for history written as it was (the demo's seed), which mails nobody. */
    receipt?: boolean;
  } = {},
) {
  const { feeCents, payoutCents } = settledAmounts(payment);
  const rows: [LedgerEntryKind, number][] = [
    ["charge", payment.amountCents],
    ["payout", payoutCents],
    ["fee", feeCents],
    ["refund", payment.refundedCents],
  ];
  await tx.ledgerEntry.createMany({
    data: rows
      .filter(([kind, amountCents]) => kind === "charge" || amountCents > 0)
      .map(([kind, amountCents]) => ({ paymentId: payment.id, kind, amountCents, createdAt: at, stripeObjectId })),
  });
  // Settled is receipted: the homeowner is mailed the receipt, committed with the ledger or not at all.
  if (receipt) await queueReceiptMail(tx, payment);
}
