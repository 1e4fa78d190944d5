import "server-only";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { paidWorkOf, paidWorkSelect } from "./events";
import { formatCents } from "./money";
import { labelled, renderPdf } from "./pdf";
import { paymentOfParty, type PaymentSubject } from "./payment-actions";
import { RECEIPTED_STATUSES } from "./status";

const longDate = (at: Date) =>
  at.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

// What a receipt prints: the work, and its parties' names.
const receiptInclude = {
  ...paidWorkSelect,
  owner: { select: { fullName: true, email: true } },
  provider: { select: { fullName: true } },
} satisfies Prisma.PaymentInclude;
type ReceiptPayment = Prisma.PaymentGetPayload<{ include: typeof receiptInclude }>;

/** Who paid whom, for what work, when, the amount and any refund. */
function renderReceipt(payment: ReceiptPayment): Promise<Buffer> {
  if (!RECEIPTED_STATUSES.includes(payment.status))
    throw new AppError("payment_wrong_status", "A receipt is issued once the payment is made");
  const work = paidWorkOf(payment);
  return renderPdf("Receipt", (doc) => {
    labelled(doc, "Receipt number", payment.id);
    labelled(doc, "Date paid", payment.paidAt ? longDate(payment.paidAt) : "Nothing to pay: refunded in full");
    labelled(doc, "Billed to", `${payment.owner.fullName} (${payment.owner.email})`);
    labelled(doc, "Provider", payment.provider.fullName);
    labelled(doc, "Work", work.visitOn ? `${work.title}, the visit of ${work.visitOn}` : work.title);
    labelled(doc, "Payment method", payment.method === "direct" ? "Paid directly to the provider" : "Card");
    doc.moveDown();
    labelled(doc, "Amount", formatCents(payment.amountCents));
    if (payment.refundedCents > 0) labelled(doc, "Refunded", formatCents(payment.refundedCents));
    doc
      .font("Helvetica-Bold")
      .fontSize(13)
      .text(`Total paid: ${formatCents(payment.amountCents - payment.refundedCents)}`);
  });
}

/** The receipt of a paid job or visit as a PDF, for its two parties. */
export async function receiptPdf(subject: PaymentSubject, userId: string): Promise<Buffer> {
  return renderReceipt(await paymentOfParty(subject, userId));
}

/**
 * The receipt as a mail attachment (lib/outbox/deliver.ts), rendered from the payment as it stands when the mail is
 * sent. The file is named after the receipt number's tail: its head is a timestamp, shared by payments made together.
 */
export async function receiptAttachment(paymentId: string) {
  const payment = await db.payment.findUniqueOrThrow({ where: { id: paymentId }, include: receiptInclude });
  return {
    filename: `lawnlink-receipt-${payment.id.slice(-8)}.pdf`,
    content: await renderReceipt(payment),
    contentType: "application/pdf",
  };
}
