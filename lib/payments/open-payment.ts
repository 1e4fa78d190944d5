import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { centsOf, feeCents } from "./money";
import { paymentTerms } from "./terms";

type Tx = Prisma.TransactionClient;

/**
 * Opens the payment of work just completed, in the completion's transaction: the agreed price in cents, the fee at
 * today's terms, and the homeowner's window to confirm or dispute (silence confirms, lib/payments/confirm-lapsed.ts).
 */
export async function openPayment(
  tx: Tx,
  {
    subject,
    ownerId,
    providerId,
    price,
    completedAt,
  }: {
    subject: { jobId: string } | { visitId: string };
    ownerId: string;
    providerId: string;
    price: { toString(): string };
    completedAt: Date;
  },
) {
  const terms = paymentTerms();
  const amountCents = centsOf(price);
  return tx.payment.create({
    data: {
      ...subject,
      ownerId,
      providerId,
      method: "direct",
      amountCents,
      feeCents: feeCents(amountCents, terms.feePercent),
      confirmBy: new Date(completedAt.getTime() + terms.confirmationWindowHours * 3_600_000),
    },
  });
}
