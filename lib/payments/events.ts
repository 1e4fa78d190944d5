import type { Prisma } from "@/lib/generated/prisma/client";
import type { NotificationInput } from "@/lib/notifications/notify";
import { isoOf } from "@/lib/plans/recurrence";
import { formatCents } from "./money";

/** The work a payment is for: a one-time job, or one visit of a plan (notifications point at the job). */
export type PaidWork = { jobId: string; title: string; visitOn: string | null };

/** What a payment read selects to name its work. */
export const paidWorkSelect = {
  job: { select: { id: true, title: true } },
  visit: { select: { date: true, plan: { select: { job: { select: { id: true, title: true } } } } } },
} satisfies Prisma.PaymentSelect;

export function paidWorkOf(payment: Prisma.PaymentGetPayload<{ select: typeof paidWorkSelect }>): PaidWork {
  const job = payment.job ?? payment.visit!.plan.job;
  return { jobId: job.id, title: job.title, visitOn: payment.visit ? isoOf(payment.visit.date) : null };
}

/** The work in words: “Front lawn”, or the visit of “Front lawn” on Tue, Dec 1. */
export const paidWorkWords = (work: PaidWork) => {
  if (!work.visitOn) return `“${work.title}”`;
  const day = new Date(`${work.visitOn}T00:00:00Z`).toLocaleDateString("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
  return `the visit of “${work.title}” on ${day}`;
};
const of = (work: PaidWork, userId: string, type: NotificationInput["type"], title: string, body: string) => ({
  userId,
  type,
  jobId: work.jobId,
  title,
  body,
});

// What each payment event says, and to whom.
export const paymentNotificationOf = {
  confirmed: (work: PaidWork, providerId: string, amountCents: number, bySilence: boolean) =>
    of(
      work,
      providerId,
      "payment_confirmed",
      "Work confirmed",
      `${bySilence ? "The confirmation window passed for" : "The homeowner confirmed"} ${paidWorkWords(work)}: ${formatCents(amountCents)} is due to you.`,
    ),
  disputed: (work: PaidWork, providerId: string) =>
    of(
      work,
      providerId,
      "payment_disputed",
      "A homeowner disputes your work",
      `The homeowner opened a dispute on ${paidWorkWords(work)}. Payment waits until it is settled; answer in the job's messages.`,
    ),
  markedPaid: (work: PaidWork, providerId: string, amountCents: number) =>
    of(
      work,
      providerId,
      "payment_marked_paid",
      "Marked as paid",
      `The homeowner says they paid you ${formatCents(amountCents)} for ${paidWorkWords(work)}. Confirm when you have it.`,
    ),
  resolved: (work: PaidWork, userId: string, payment: { amountCents: number; refundedCents: number }, note: string) =>
    of(
      work,
      userId,
      "dispute_resolved",
      "A dispute was settled",
      `LawnLink settled the dispute on ${paidWorkWords(work)}: ${
        payment.refundedCents === 0
          ? `${formatCents(payment.amountCents)} is due in full`
          : payment.refundedCents === payment.amountCents
            ? "refunded in full, nothing is owed"
            : `${formatCents(payment.refundedCents)} refunded, ${formatCents(payment.amountCents - payment.refundedCents)} is due`
      }. ${note}`,
    ),
  charged: (work: PaidWork, providerId: string, payoutCents: number, payoutOn: Date) =>
    of(
      work,
      providerId,
      "payment_received",
      "Payment received",
      `The homeowner's card was charged for ${paidWorkWords(work)}: your payout of ${formatCents(payoutCents)} is expected on ${payoutOn.toLocaleDateString("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" })}.`,
    ),
  chargeFailed: (work: PaidWork, ownerId: string, amountCents: number, reason: string) =>
    of(
      work,
      ownerId,
      "payment_failed",
      "Payment due",
      `We could not charge your card ${formatCents(amountCents)} for ${paidWorkWords(work)}: ${reason} Open the job to pay with another card.`,
    ),
  received: (work: PaidWork, ownerId: string, amountCents: number) =>
    of(
      work,
      ownerId,
      "payment_received",
      "Payment received",
      `Your provider confirmed receiving ${formatCents(amountCents)} for ${paidWorkWords(work)}.`,
    ),
};
