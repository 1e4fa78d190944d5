import "server-only";
import PDFDocument from "pdfkit";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { paidWorkOf, paidWorkSelect } from "./events";
import { formatCents } from "./money";
import { paymentOfParty, type PaymentSubject } from "./payment-actions";
import { RECEIPTED_STATUSES } from "./status";

const longDate = (at: Date) =>
  at.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

/**
 * The receipt of a paid job or visit as a PDF, for its two parties: who paid whom, for what work, when, the amount and
 * any refund. pdfkit's standard fonts need no files fetched; the document is left uncompressed (it is small, and its
 * words stay searchable).
 */
export async function receiptPdf(subject: PaymentSubject, userId: string): Promise<Buffer> {
  const { id } = await paymentOfParty(subject, userId);
  const payment = await db.payment.findUniqueOrThrow({
    where: { id },
    include: {
      ...paidWorkSelect,
      owner: { select: { fullName: true, email: true } },
      provider: { select: { fullName: true } },
    },
  });
  if (!RECEIPTED_STATUSES.includes(payment.status))
    throw new AppError("payment_wrong_status", "A receipt is issued once the payment is made");
  const work = paidWorkOf(payment);
  const doc = new PDFDocument({ size: "LETTER", margin: 56, compress: false, info: { Title: "LawnLink receipt" } });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const written = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));

  const line = (label: string, value: string) =>
    doc.font("Helvetica-Bold").fontSize(11).text(`${label}: `, { continued: true }).font("Helvetica").text(value);
  doc.font("Helvetica-Bold").fontSize(22).text("LawnLink");
  doc.font("Helvetica").fontSize(14).text("Receipt").moveDown();
  line("Receipt number", payment.id);
  line("Date paid", payment.paidAt ? longDate(payment.paidAt) : "Nothing to pay: refunded in full");
  line("Billed to", `${payment.owner.fullName} (${payment.owner.email})`);
  line("Provider", payment.provider.fullName);
  line("Work", work.visitOn ? `${work.title}, the visit of ${work.visitOn}` : work.title);
  line("Payment method", payment.method === "direct" ? "Paid directly to the provider" : "Card");
  doc.moveDown();
  line("Amount", formatCents(payment.amountCents));
  if (payment.refundedCents > 0) line("Refunded", formatCents(payment.refundedCents));
  doc
    .font("Helvetica-Bold")
    .fontSize(13)
    .text(`Total paid: ${formatCents(payment.amountCents - payment.refundedCents)}`);
  doc.moveDown(2).font("Helvetica").fontSize(9).fillColor("#555555");
  doc.text("Thank you for using LawnLink. Questions about this payment? Reply to any LawnLink email.");
  doc.end();
  return written;
}
