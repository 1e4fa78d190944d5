import "server-only";
import { AppError } from "@/lib/errors";
import { paidWorkOf } from "./events";
import { formatCents } from "./money";
import { labelled, renderPdf } from "./pdf";
import { paymentOfParty, type PaymentSubject } from "./payment-actions";
import { RECEIPTED_STATUSES } from "./status";

const longDate = (at: Date) =>
  at.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

/**
 * The receipt of a paid job or visit as a PDF, for its two parties: who paid whom, for what work, when, the amount and
 * any refund.
 */
export async function receiptPdf(subject: PaymentSubject, userId: string): Promise<Buffer> {
  const payment = await paymentOfParty(subject, userId);
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
