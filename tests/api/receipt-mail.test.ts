import type Mail from "nodemailer/lib/mailer";
import { afterAll, describe, expect, it } from "vitest";
import { POST as resolveRoute } from "@/app/api/admin/disputes/[id]/resolve/route";
import { POST as completeJobRoute } from "@/app/api/jobs/[id]/complete/route";
import { POST as confirmJob } from "@/app/api/jobs/[id]/confirm/route";
import { POST as disputeJob } from "@/app/api/jobs/[id]/dispute/route";
import { POST as markJobPaid } from "@/app/api/jobs/[id]/mark-paid/route";
import { POST as jobPaymentReceived } from "@/app/api/jobs/[id]/payment-received/route";
import { db } from "@/lib/db/client";
import { deliverOutboxMessage } from "@/lib/outbox/deliver";
import { queueReceiptMail } from "@/lib/payments/receipt-mail";
import { call, type Handler } from "../support/http";
import { checkInvariants } from "../support/invariants";
import { createJob } from "../support/jobs";
import { recordingTransport } from "../support/mail";
import { createOperator } from "../support/operators";
import { createUser } from "../support/users";

afterAll(async () => {
  expect(await checkInvariants(db)).toEqual([]);
});

type User = Awaited<ReturnType<typeof createUser>>;

let places = 0;
const step = async (handler: Handler, id: string, user: User, body?: unknown) => {
  const answer = await call<{ payment: { status: string } }>(handler, { params: { id }, token: user.token, body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.payment;
};

/**
 * A one-time job at an agreed $62.50, completed by its provider through the route: its payment awaits the homeowner.
 * The homeowner has turned email notifications off, which a receipt ignores.
 */
async function completedJob() {
  const owner = await createUser("homeowner", "Olivia Owner");
  const provider = await createUser("provider", "Diego Provider");
  await db.user.update({ where: { id: owner.id }, data: { notifyEmail: false } });
  const job = await createJob(owner.id, {
    latitude: 30 + places++ * 0.5,
    longitude: -95,
    title: "Front lawn",
    priceEstimate: 70,
    agreedPrice: 62.5,
    status: "in_progress",
    providerId: provider.id,
    claimedAt: new Date(),
    startedAt: new Date(),
  });
  await step(completeJobRoute, job.id, provider);
  const payment = await db.payment.findUniqueOrThrow({ where: { jobId: job.id } });
  return { owner, provider, job, paymentId: payment.id };
}

const receiptMails = (paymentId: string) => db.outboxMessage.findMany({ where: { paymentId } });

/** Delivers one outbox row through a recording transport: the mail handed to nodemailer, and its MIME message. */
async function deliver(id: string) {
  const mail = recordingTransport();
  const senders = { mail: mail.transport, sms: null, from: "LawnLink <no-reply@lawnlink.test>" };
  expect(await deliverOutboxMessage(id, senders)).toBe("sent");
  expect(mail.sent).toHaveLength(1);
  return mail.sent[0];
}

/** The words of a PDF (pdfkit writes each run of text as hex strings in a TJ array). */
const pdfText = (pdf: Buffer) =>
  [...pdf.toString("latin1").matchAll(/\[([^\]]*)\]\s*TJ/g)]
    .map((run) =>
      [...run[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) => Buffer.from(hex[1], "hex").toString("latin1")).join(""),
    )
    .join("\n");

const attachmentsOf = (mail: Mail.Options) => (mail.attachments ?? []) as { filename: string; content: Buffer }[];

describe("the homeowner's receipt mail", () => {
  it("marked paid: one receipt mail to the homeowner, whatever their email preference, sent with its PDF", async () => {
    const { owner, provider, job, paymentId } = await completedJob();
    await step(confirmJob, job.id, owner);
    expect(await receiptMails(paymentId)).toHaveLength(0);
    await step(markJobPaid, job.id, owner);

    const [queued, ...more] = await receiptMails(paymentId);
    expect(more).toHaveLength(0);
    expect(queued).toMatchObject({
      channel: "email",
      recipient: owner.email,
      status: "pending",
      notificationId: null,
      subject: "Your LawnLink receipt for Front lawn",
    });
    expect(await db.outboxMessage.count({ where: { recipient: provider.email, paymentId: { not: null } } })).toBe(0);

    const { mail, raw } = await deliver(queued.id);
    expect(mail.to).toBe(owner.email);
    expect(mail.text).toContain("You paid $62.50 to Diego Provider for “Front lawn”.");
    expect(mail.text).toContain(`http://localhost:${process.env.PORT || 3000}/dashboard?job=${job.id}`);
    const [attachment, ...others] = attachmentsOf(mail);
    expect(others).toHaveLength(0);
    expect(attachment.filename).toBe(`lawnlink-receipt-${paymentId.slice(-8)}.pdf`);
    expect(attachment.content.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(attachment.content);
    for (const words of ["Receipt", paymentId, "Olivia Owner", "Front lawn", "Total paid: $62.50"])
      expect(text).toContain(words);
    // The MIME message a mail client receives carries it as a PDF attachment.
    expect(raw).toMatch(/Content-Type: application\/pdf;\s+name=lawnlink-receipt-/);
    expect(raw).toContain("Content-Disposition: attachment");
    expect(await db.outboxMessage.findUniqueOrThrow({ where: { id: queued.id } })).toMatchObject({ status: "sent" });
  });

  it("marked paid, then received by the provider: still one receipt mail", async () => {
    const { owner, provider, job, paymentId } = await completedJob();
    await step(confirmJob, job.id, owner);
    await step(markJobPaid, job.id, owner);
    await step(jobPaymentReceived, job.id, provider);
    expect(await receiptMails(paymentId)).toHaveLength(1);
    // Queued again directly (settlement itself runs once per payment), it still finds the first and writes nothing.
    const payment = await db.payment.findUniqueOrThrow({ where: { id: paymentId } });
    await db.$transaction((tx) => queueReceiptMail(tx, payment));
    expect(await receiptMails(paymentId)).toHaveLength(1);
  });

  it("received by the provider before the homeowner marks it paid: one receipt mail to the homeowner", async () => {
    const { owner, provider, job, paymentId } = await completedJob();
    await step(confirmJob, job.id, owner);
    await step(jobPaymentReceived, job.id, provider);
    const mails = await receiptMails(paymentId);
    expect(mails.map((mail) => mail.recipient)).toEqual([owner.email]);
  });

  it("refunded in full by an operator: one receipt mail, showing nothing paid", async () => {
    const { owner, job, paymentId } = await completedJob();
    await step(disputeJob, job.id, owner, { reason: "poor_quality" });
    const settled = await step(resolveRoute, paymentId, await createOperator(), {
      outcome: "refund",
      note: "Not done at all",
    });
    expect(settled.status).toBe("refunded");
    const [queued, ...more] = await receiptMails(paymentId);
    expect(more).toHaveLength(0);
    expect(queued.recipient).toBe(owner.email);
    const { mail } = await deliver(queued.id);
    expect(mail.text).toContain("“Front lawn” was refunded in full: nothing is owed.");
    const text = pdfText(attachmentsOf(mail)[0].content);
    expect(text).toContain("Nothing to pay: refunded in full");
    expect(text).toContain("Total paid: $0.00");
  });

  it("goes with its payment: a payment deleted before sending leaves no mail to send", async () => {
    const { owner, job, paymentId } = await completedJob();
    await step(confirmJob, job.id, owner);
    await step(markJobPaid, job.id, owner);
    const [queued] = await receiptMails(paymentId);
    await db.job.delete({ where: { id: job.id } });
    expect(await db.outboxMessage.findUnique({ where: { id: queued.id } })).toBeNull();
  });
});
