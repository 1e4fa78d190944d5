import {
  CalendarDays,
  CheckCircle2,
  DollarSign,
  Repeat,
  Star,
  TrendingDown,
  TrendingUp,
  Wallet,
  type LucideIcon,
} from "lucide-react";
import { formatMoney, formatReviewCount } from "@/components/jobs/format";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { formatDate } from "@/lib/format/dates";
import type { Earnings } from "@/lib/jobs/get-earnings";
import { formatCents } from "@/lib/payments/money";
import { dayLabel } from "@/lib/plans/dates";
import { PayoutSetup } from "@/components/payments/payout-setup";
import { stripePublishableKey } from "@/lib/payments/terms";

type Tile = { label: string; value: string; note: string; icon: LucideIcon; noteClass?: string };

/**
 * The provider's real figures from their completed jobs (SPEC §2 'Earnings' lists placeholders; these come from the
 * data), then their payments from the ledger: paid to them, still coming, the fees they owe and the latest payments.
 * Response time is not modelled, so it is not shown.
 */
export function EarningsPanel({ earnings }: { earnings: Earnings }) {
  const change = earnings.month_change_percent;
  const tiles: Tile[] = [
    {
      label: "Total Earned",
      value: formatMoney(earnings.total_earned),
      note: "From completed jobs and visits, before fees",
      icon: Wallet,
    },
    {
      label: "This Month",
      value: formatMoney(earnings.this_month),
      note: change === null ? "This calendar month" : `${change > 0 ? "+" : ""}${change}% from last month`,
      icon: change !== null && change < 0 ? TrendingDown : change !== null ? TrendingUp : CalendarDays,
      noteClass: change === null ? undefined : change < 0 ? "text-red-700" : "text-green-700",
    },
    { label: "Completed Jobs", value: String(earnings.completed_jobs), note: "All time", icon: CheckCircle2 },
    {
      label: "Completed Visits",
      value: String(earnings.completed_visits),
      note: "Of service plans, all time",
      icon: Repeat,
    },
    {
      label: "Average Job Value",
      value: formatMoney(earnings.average_job_value),
      note: "Per completed job or visit",
      icon: DollarSign,
    },
    {
      label: "Average Rating",
      value: earnings.average_rating === null ? "No reviews yet" : earnings.average_rating.toFixed(1),
      note:
        earnings.review_count === 0
          ? "From homeowners' reviews"
          : `From ${formatReviewCount(earnings.review_count)} by homeowners`,
      icon: Star,
    },
  ];
  return (
    <section aria-labelledby="earnings-title" className="grid gap-4">
      <h2 id="earnings-title" className="text-xl font-semibold">
        Earnings
      </h2>
      <Tiles tiles={tiles} />
      <PaymentsSummary earnings={earnings} />
    </section>
  );
}

function PaymentsSummary({ earnings }: { earnings: Earnings }) {
  const today = new Date().toISOString().slice(0, 10);
  const tiles: Tile[] = [
    {
      label: "Paid to You",
      value: formatCents(earnings.total_earned_cents),
      note: `After fees; ${formatCents(earnings.this_month_cents)} this month, ${formatCents(earnings.last_month_cents)} last month`,
      icon: Wallet,
    },
    {
      label: "Coming to You",
      value: formatCents(earnings.pending_payout_cents),
      note: earnings.next_payout_on
        ? `After fees; next payout expected ${dayLabel(earnings.next_payout_on)}`
        : "Completed work awaiting confirmation or payment, after fees",
      icon: CalendarDays,
    },
    {
      label: "Fees Owed",
      value: formatCents(earnings.fees_owed_cents),
      note: "LawnLink's fee on work homeowners paid you directly",
      icon: DollarSign,
    },
  ];
  return (
    <section aria-labelledby="payments-title" className="grid gap-4">
      <h3 id="payments-title" className="text-lg font-semibold">
        Payments
      </h3>
      {stripePublishableKey() && <PayoutSetup nextPayoutOn={earnings.next_payout_on} />}
      <Tiles tiles={tiles} />
      <Statements />
      {earnings.payouts.length === 0 ? (
        <p className="text-sm text-muted-foreground">No payments yet: they appear once homeowners pay for your work.</p>
      ) : (
        <ul aria-label="Latest payments" className="grid divide-y rounded-lg border bg-card text-sm">
          {earnings.payouts.map((payout) => (
            <li
              key={`${payout.job_id}-${payout.visit_on ?? ""}`}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 p-3"
            >
              <span className="min-w-0 break-words">
                <span className="font-medium">{payout.title}</span>
                {payout.visit_on && (
                  <span className="text-muted-foreground"> · visit of {dayLabel(payout.visit_on)}</span>
                )}
                <span className="block text-xs text-muted-foreground">
                  Paid {formatDate(payout.paid_at)} ·{" "}
                  {payout.payout_on
                    ? `payout ${payout.payout_on > today ? "expected" : "made"} ${dayLabel(payout.payout_on)}`
                    : payout.received
                      ? "received"
                      : "awaiting your confirmation"}
                </span>
              </span>
              <span className="text-right">
                <span className="font-semibold">{formatCents(payout.payout_cents)}</span>
                <span className="block text-xs text-muted-foreground">
                  {formatCents(payout.amount_cents)} less {formatCents(payout.fee_cents)} fee
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** This month's and last month's statements, each as PDF or CSV (the server's own months). */
function Statements() {
  const now = new Date();
  const months = [0, 1].map((back) => {
    const start = new Date(now.getFullYear(), now.getMonth() - back, 1);
    return {
      name: `${start.getFullYear()}-${String(start.getMonth() + 1).padStart(2, "0")}`,
      label: start.toLocaleDateString("en-US", { month: "long", year: "numeric" }),
    };
  });
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      <span className="font-medium">Statements:</span>
      {months.map(({ name, label }) => (
        <span key={name}>
          {label}{" "}
          {(["pdf", "csv"] as const).map((format) => (
            <a
              key={format}
              href={`/api/users/statements/${name}.${format}`}
              className="mr-2 font-medium text-primary underline-offset-4 hover:underline"
            >
              {format.toUpperCase()}
              <span className="sr-only"> statement for {label}</span>
            </a>
          ))}
        </span>
      ))}
    </p>
  );
}

function Tiles({ tiles }: { tiles: Tile[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {tiles.map(({ label, value, note, icon: Icon, noteClass }) => (
        <li key={label}>
          <Card className="h-full">
            <CardHeader className="flex-row items-center justify-between pb-2">
              <CardTitle className="text-sm font-medium text-muted-foreground">{label}</CardTitle>
              <Icon className="size-4 text-primary" aria-hidden />
            </CardHeader>
            <CardContent>
              <p className="text-2xl font-bold">{value}</p>
              <p className={cn("text-xs text-muted-foreground", noteClass)}>{note}</p>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
