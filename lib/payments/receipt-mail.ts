import "server-only";
import type { Payment, Prisma } from "@/lib/generated/prisma/client";
import { appUrl } from "@/lib/notifications/app-url";
import { jobPath } from "@/lib/notifications/links";
import { paidWorkOf, paidWorkSelect, paidWorkWords, type PaidWork } from "./events";
import { formatCents } from "./money";

/** What the homeowner paid, in a sentence: in full, after a refund in part, or nothing (refunded in full). */
function paidSentence(payment: Payment, work: PaidWork, providerName: string) {
  const paidCents = payment.amountCents - payment.refundedCents;
  if (paidCents === 0) return `${paidWorkWords(work)} was refunded in full: nothing is owed.`;
  const refund =
    payment.refundedCents > 0
      ? ` (${formatCents(payment.refundedCents)} of ${formatCents(payment.amountCents)} was refunded)`
      : "";
  return `You paid ${formatCents(paidCents)} to ${providerName} for ${paidWorkWords(work)}${refund}. Thank you.`;
}

/**
 * Queues the homeowner's receipt mail for a settled payment, in the settlement's transaction: the words are written
 * now, the PDF (lib/payments/receipt-pdf.ts) is rendered and attached when it is sent. A receipt is transactional
 * mail, like a password reset: it goes whatever the homeowner's notification preferences.
 */
export async function queueReceiptMail(tx: Prisma.TransactionClient, payment: Payment) {
  // Settlement happens once per payment (the ledger's unique key); this indexed look-up keeps a second call harmless.
  if (await tx.outboxMessage.findFirst({ where: { paymentId: payment.id }, select: { id: true } })) return;
  const { owner, provider, ...paid } = await tx.payment.findUniqueOrThrow({
    where: { id: payment.id },
    select: { ...paidWorkSelect, owner: { select: { email: true } }, provider: { select: { fullName: true } } },
  });
  const work = paidWorkOf(paid);
  await tx.outboxMessage.create({
    data: {
      channel: "email",
      recipient: owner.email,
      paymentId: payment.id,
      subject: `Your LawnLink receipt for ${work.title}`,
      text: [
        paidSentence(payment, work, provider.fullName),
        "",
        "Your receipt is attached as a PDF.",
        "",
        `See the work in LawnLink: ${appUrl(jobPath(work.jobId, "homeowner"))}`,
      ].join("\n"),
    },
  });
}
