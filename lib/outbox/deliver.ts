import "server-only";
import { db } from "@/lib/db/client";
import type { OutboxMessage } from "@/lib/generated/prisma/client";
import { renderEmail, renderSms } from "@/lib/notifications/render";
import { receiptAttachment } from "@/lib/payments/receipt-pdf";
import type { Senders } from "./senders";

export const MAX_ATTEMPTS = 6;
/** How long a claim lasts: a worker that died mid-send loses its message to another after this. */
export const LEASE_MS = 10 * 60_000;
export const NO_SMS_PROVIDER = "no SMS provider configured";

/** Exponential backoff after the n-th failed attempt: 30 s, 1 min, 2 min, 4 min, 8 min (capped at 1 h). */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** (attempts - 1), 60 * 60_000);
}

const due = (now: Date) => ({
  OR: [
    { status: "pending" as const, nextAttemptAt: { lte: now } },
    { status: "sending" as const, lockedUntil: { lt: now } },
  ],
});

/** Claims a due message for one attempt: a conditional update, so of several workers exactly one wins it. */
async function claim(id: string, now: Date): Promise<OutboxMessage | null> {
  const [claimed] = await db.outboxMessage.updateManyAndReturn({
    where: { id, ...due(now) },
    data: { status: "sending", attempts: { increment: 1 }, lockedUntil: new Date(now.getTime() + LEASE_MS) },
  });
  return claimed ?? null;
}

/** Finishes the claimed attempt, only if the claim is still ours (same attempt, still sending): idempotent. */
async function finish(claimed: OutboxMessage, data: Parameters<typeof db.outboxMessage.updateMany>[0]["data"]) {
  await db.outboxMessage.updateMany({
    where: { id: claimed.id, status: "sending", attempts: claimed.attempts },
    data: { lockedUntil: null, ...data },
  });
}

/**
 * Renders the message from its notification for its recipient (account mail carries its own words; a receipt mail also
 * its payment's PDF receipt, rendered now), then sends it.
 */
async function send(message: OutboxMessage, senders: Senders) {
  if (!message.notificationId) {
    await senders.mail.sendMail({
      messageId: `<${message.id}@lawnlink.outbox>`,
      from: senders.from,
      to: message.recipient,
      subject: message.subject ?? "",
      text: message.text ?? "",
      attachments: message.paymentId ? [await receiptAttachment(message.paymentId)] : undefined,
    });
    return;
  }
  const { user, ...content } = await db.notification.findUniqueOrThrow({
    where: { id: message.notificationId },
    select: { title: true, body: true, jobId: true, user: { select: { id: true, role: true } } },
  });
  if (message.channel === "sms")
    return senders.sms!.send({ id: message.id, to: message.recipient, text: renderSms(user, content) });
  const { subject, text, html, headers } = renderEmail(user, content);
  await senders.mail.sendMail({
    messageId: `<${message.id}@lawnlink.outbox>`,
    from: senders.from,
    to: message.recipient,
    subject,
    text,
    html,
    headers,
  });
}

export type DeliveryOutcome = "sent" | "retry" | "failed" | "not_sent" | "not_due";

/**
 * One delivery attempt of one outbox message: claim it, send it, mark it sent. A failure is recorded on the row
 * and retried with backoff until MAX_ATTEMPTS; an SMS with no provider configured is recorded as not sent.
 */
export async function deliverOutboxMessage(id: string, senders: Senders, now = new Date()): Promise<DeliveryOutcome> {
  const claimed = await claim(id, now);
  if (!claimed) return "not_due";
  if (claimed.channel === "sms" && !senders.sms) {
    await finish(claimed, { status: "not_sent", lastError: NO_SMS_PROVIDER });
    return "not_sent";
  }
  try {
    await send(claimed, senders);
  } catch (error) {
    const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    const gaveUp = claimed.attempts >= MAX_ATTEMPTS;
    await finish(claimed, {
      status: gaveUp ? "failed" : "pending",
      lastError,
      queuedAt: null,
      nextAttemptAt: new Date(now.getTime() + retryDelayMs(claimed.attempts)),
    });
    return gaveUp ? "failed" : "retry";
  }
  await finish(claimed, { status: "sent", sentAt: new Date(), lastError: null });
  return "sent";
}

/** Ids of messages due for an attempt, oldest first. */
export async function dueMessageIds(now: Date, limit: number): Promise<string[]> {
  const rows = await db.outboxMessage.findMany({
    where: due(now),
    orderBy: { nextAttemptAt: "asc" },
    take: limit,
    select: { id: true },
  });
  return rows.map((row) => row.id);
}

/** The embedded database's worker: one process, so it simply delivers what is due, one message at a time. */
export async function deliverDueMessages(senders: Senders, now = new Date(), limit = 50) {
  const outcomes: DeliveryOutcome[] = [];
  for (const id of await dueMessageIds(now, limit)) outcomes.push(await deliverOutboxMessage(id, senders, now));
  return outcomes;
}
