import { formatMoney } from "@/components/jobs/format";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { Earnings } from "@/lib/jobs/get-earnings";

/** The provider's real figures from their completed jobs (SPEC §2 'Earnings', built on data instead of placeholders). */
export function EarningsPanel({ earnings }: { earnings: Earnings }) {
  const change = earnings.month_change_percent;
  const tiles = [
    { label: "Total Earned", value: formatMoney(earnings.total_earned), note: "From completed jobs" },
    {
      label: "This Month",
      value: formatMoney(earnings.this_month),
      note: change === null ? "Nothing to compare with last month" : `${change >= 0 ? "+" : ""}${change}% from last month`,
    },
    { label: "Completed Jobs", value: String(earnings.completed_jobs), note: "All time" },
    { label: "Average Job Value", value: formatMoney(earnings.average_job_value), note: "Per completed job" },
    { label: "Average Rating", value: earnings.average_rating === null ? "No reviews yet" : earnings.average_rating.toFixed(1), note: "From homeowners' reviews" },
  ];
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {tiles.map((tile) => (
        <Card key={tile.label}>
          <CardHeader>
            <CardTitle className="text-sm font-medium text-muted-foreground">{tile.label}</CardTitle>
          </CardHeader>
          <CardContent>
            <p className="text-2xl font-bold">{tile.value}</p>
            <p className="text-xs text-muted-foreground">{tile.note}</p>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
