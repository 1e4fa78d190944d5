import "server-only";
import type { Payment, Prisma } from "@/lib/generated/prisma/client";

/**
 * The ledger rows of a payment settled in full: the homeowner's charge, the provider's payout and the platform's fee
 * (in direct payment, owed by the provider), so that charge = payout + fee, dated when it was paid. One row per payment and kind: a second
 * settlement of the same payment fails on the unique key rather than writing money twice.
 */
export async function recordSettlement(tx: Prisma.TransactionClient, payment: Payment) {
  const row = { paymentId: payment.id, createdAt: payment.paidAt ?? new Date() };
  await tx.ledgerEntry.createMany({
    data: [
      { ...row, kind: "charge", amountCents: payment.amountCents },
      { ...row, kind: "payout", amountCents: payment.amountCents - payment.feeCents },
      ...(payment.feeCents > 0 ? [{ ...row, kind: "fee" as const, amountCents: payment.feeCents }] : []),
    ],
  });
}
