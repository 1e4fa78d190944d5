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
import type { Earnings } from "@/lib/jobs/get-earnings";

type Tile = { label: string; value: string; note: string; icon: LucideIcon; noteClass?: string };

/**
 * The provider's real figures from their completed jobs (SPEC §2 'Earnings' lists placeholders; these come from the
 * data). Pending payout and response time are not modelled, so they are not shown.
 */
export function EarningsPanel({ earnings }: { earnings: Earnings }) {
  const change = earnings.month_change_percent;
  const tiles: Tile[] = [
    {
      label: "Total Earned",
      value: formatMoney(earnings.total_earned),
      note: "From completed jobs and visits",
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
    </section>
  );
}
