import "server-only";
import { db } from "@/lib/db/client";
import { paidWorkOf, paidWorkSelect } from "./events";
import { settledAmounts } from "./money";

const RECENT_PAYMENTS = 10;

/**
 * A provider's money from the ledger: what was paid to them (payouts, all time, this calendar month and the last),
 * the fees they owe in direct payment, what is still coming (work awaiting confirmation or confirmed and unpaid, and
 * card payouts before their day, net of fee and refund) with the next payout's day, and their latest payments with
 * the work each was for.
 */
export async function getPaymentSummary(providerId: string, now = new Date()) {
  const monthStart = new Date(now.getFullYear(), now.getMonth(), 1);
  const previousMonthStart = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  const [[ledger], unpaid, recent] = await Promise.all([
    db.$queryRaw<{ paid: bigint | null; this_month: bigint | null; last_month: bigint | null; fees: bigint | null }[]>`
      SELECT sum(l."amountCents") FILTER (WHERE l."kind" = 'payout') AS paid,
             sum(l."amountCents") FILTER (WHERE l."kind" = 'payout' AND l."createdAt" >= ${monthStart}) AS this_month,
             sum(l."amountCents") FILTER (WHERE l."kind" = 'payout' AND l."createdAt" >= ${previousMonthStart}
               AND l."createdAt" < ${monthStart}) AS last_month,
             sum(l."amountCents") FILTER (WHERE l."kind" = 'fee' AND p."method" = 'direct') AS fees
      FROM "LedgerEntry" l JOIN "Payment" p ON p."id" = l."paymentId"
      WHERE p."providerId" = ${providerId}::uuid`,
    db.payment.findMany({
      where: {
        providerId,
        OR: [{ status: { in: ["awaiting_confirmation", "due"] } }, { method: "card", payoutOn: { gt: now } }],
      },
      select: { amountCents: true, feeCents: true, refundedCents: true, payoutOn: true },
      orderBy: { payoutOn: { sort: "asc", nulls: "last" } },
    }),
    db.payment.findMany({
      where: { providerId, status: { in: ["paid", "partially_refunded"] } },
      include: paidWorkSelect,
      orderBy: [{ paidAt: "desc" }, { id: "desc" }],
      take: RECENT_PAYMENTS,
    }),
  ]);
  return {
    total_earned_cents: Number(ledger?.paid ?? 0),
    this_month_cents: Number(ledger?.this_month ?? 0),
    last_month_cents: Number(ledger?.last_month ?? 0),
    pending_payout_cents: unpaid.reduce((sum, payment) => sum + settledAmounts(payment).payoutCents, 0),
    // Card payouts only: in direct payment homeowners pay providers themselves.
    next_payout_on: unpaid[0]?.payoutOn?.toISOString().slice(0, 10) ?? null,
    fees_owed_cents: Number(ledger?.fees ?? 0),
    payouts: recent.map((payment) => {
      const work = paidWorkOf(payment);
      const settled = settledAmounts(payment);
      return {
        job_id: work.jobId,
        title: work.title,
        visit_on: work.visitOn,
        paid_at: payment.paidAt!.toISOString(),
        amount_cents: payment.amountCents - payment.refundedCents,
        fee_cents: settled.feeCents,
        payout_cents: settled.payoutCents,
        received: payment.receivedAt !== null,
        payout_on: payment.payoutOn?.toISOString().slice(0, 10) ?? null,
      };
    }),
  };
}
