import "server-only";
import { db } from "@/lib/db/client";
import { paidWorkOf, paidWorkSelect } from "./events";
import { formatCents, settledAmounts } from "./money";
import { labelled, renderPdf } from "./pdf";

type StatementRow = {
  paidOn: string;
  work: string;
  homeowner: string;
  amountCents: number;
  feeCents: number;
  payoutCents: number;
  received: boolean;
};

/** A provider's payments settled in a calendar month (year, month 1–12), oldest first, with the month's totals. */
async function statementOf(providerId: string, year: number, month: number) {
  const start = new Date(year, month - 1, 1);
  const end = new Date(year, month, 1);
  const payments = await db.payment.findMany({
    where: { providerId, status: { in: ["paid", "partially_refunded"] }, paidAt: { gte: start, lt: end } },
    include: { ...paidWorkSelect, owner: { select: { fullName: true } } },
    orderBy: [{ paidAt: "asc" }, { id: "asc" }],
  });
  const rows: StatementRow[] = payments.map((payment) => {
    const work = paidWorkOf(payment);
    const settled = settledAmounts(payment);
    return {
      paidOn: payment.paidAt!.toISOString().slice(0, 10),
      work: work.visitOn ? `${work.title} (visit of ${work.visitOn})` : work.title,
      homeowner: payment.owner.fullName,
      amountCents: payment.amountCents - payment.refundedCents,
      feeCents: settled.feeCents,
      payoutCents: settled.payoutCents,
      received: payment.receivedAt !== null,
    };
  });
  const total = (key: "amountCents" | "feeCents" | "payoutCents") => rows.reduce((sum, row) => sum + row[key], 0);
  return {
    label: start.toLocaleDateString("en-US", { month: "long", year: "numeric" }),
    rows,
    totals: { amountCents: total("amountCents"), feeCents: total("feeCents"), payoutCents: total("payoutCents") },
  };
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** One CSV field: quoted, quotes doubled, and a leading = + - @ neutralised so a spreadsheet never runs it. */
const field = (value: string) => `"${(/^[=+\-@]/.test(value) ? `'${value}` : value).replaceAll('"', '""')}"`;

/** The month's statement as CSV: a row per payment (amounts in dollars), then the totals. */
export async function statementCsv(providerId: string, year: number, month: number): Promise<string> {
  const { rows, totals } = await statementOf(providerId, year, month);
  const lines = [
    ["Date paid", "Work", "Homeowner", "Amount", "Fee", "Payout", "Received"],
    ...rows.map((row) => [
      row.paidOn,
      row.work,
      row.homeowner,
      dollars(row.amountCents),
      dollars(row.feeCents),
      dollars(row.payoutCents),
      row.received ? "yes" : "no",
    ]),
    ["Total", "", "", dollars(totals.amountCents), dollars(totals.feeCents), dollars(totals.payoutCents), ""],
  ];
  return `${lines.map((line) => line.map(field).join(",")).join("\r\n")}\r\n`;
}

/** The month's statement as PDF: each payment, then the totals. */
export async function statementPdf(providerId: string, year: number, month: number): Promise<Buffer> {
  const { label, rows, totals } = await statementOf(providerId, year, month);
  const provider = await db.user.findUniqueOrThrow({ where: { id: providerId }, select: { fullName: true } });
  return renderPdf(`Statement, ${label}`, (doc) => {
    labelled(doc, "Provider", provider.fullName);
    doc.moveDown();
    if (rows.length === 0) doc.font("Helvetica").fontSize(11).text("No payments this month.");
    for (const row of rows) {
      doc.font("Helvetica-Bold").fontSize(11).text(`${row.paidOn}  ${row.work}`);
      doc
        .font("Helvetica")
        .fontSize(10)
        .text(
          `${row.homeowner} · ${formatCents(row.amountCents)} less ${formatCents(row.feeCents)} fee = ${formatCents(row.payoutCents)}${row.received ? "" : " (receipt not confirmed)"}`,
        )
        .moveDown(0.5);
    }
    doc.moveDown();
    labelled(doc, "Paid for your work", formatCents(totals.amountCents));
    labelled(doc, "LawnLink fees", formatCents(totals.feeCents));
    labelled(doc, "Your payout", formatCents(totals.payoutCents));
  });
}
