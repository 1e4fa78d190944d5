import "server-only";
import PDFDocument from "pdfkit";

type Doc = InstanceType<typeof PDFDocument>;

/**
 * A LawnLink document (a receipt, a statement) as PDF bytes: the letterhead, then what `draw` writes. pdfkit's standard
 * fonts need no files fetched; the document is left uncompressed (it is small, and its words stay searchable).
 */
export function renderPdf(title: string, draw: (doc: Doc) => void): Promise<Buffer> {
  const doc = new PDFDocument({ size: "LETTER", margin: 56, compress: false, info: { Title: `LawnLink ${title}` } });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const written = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  doc.font("Helvetica-Bold").fontSize(22).text("LawnLink");
  doc.font("Helvetica").fontSize(14).text(title).moveDown();
  draw(doc);
  doc.moveDown(2).font("Helvetica").fontSize(9).fillColor("#555555");
  doc.text("Thank you for using LawnLink. Questions about a payment? Reply to any LawnLink email.");
  doc.end();
  return written;
}

/** "Label: value", the label bold. */
export function labelled(doc: Doc, label: string, value: string) {
  doc.font("Helvetica-Bold").fontSize(11).text(`${label}: `, { continued: true }).font("Helvetica").text(value);
}
