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
  // By card only where Stripe can pay the provider; work hired before card payment began is paid directly.
  const card =
    terms.method === "card" && (await tx.user.count({ where: { id: providerId, stripePayoutsReady: true } })) > 0;
  return tx.payment.create({
    data: {
      ...subject,
      ownerId,
      providerId,
      method: card ? "card" : "direct",
      amountCents,
      feeCents: feeCents(amountCents, terms.feePercent),
      confirmBy: new Date(completedAt.getTime() + terms.confirmationWindowHours * 3_600_000),
    },
  });
}
