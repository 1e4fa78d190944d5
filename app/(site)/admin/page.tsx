import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-parts";
import { DailyChart } from "@/components/admin/daily-chart";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { getOverview } from "@/lib/admin/overview";
import { requireOperator } from "@/lib/admin/require-operator";

export const metadata: Metadata = { title: "Operator console", robots: { index: false } };

function Count({ label, value }: { label: string; value: number }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-sm font-medium text-muted-foreground">{label}</CardTitle>
      </CardHeader>
      <CardContent className="text-3xl font-bold">{value.toLocaleString("en-US")}</CardContent>
    </Card>
  );
}

export default async function AdminOverviewPage() {
  await requireOperator();
  const overview = await getOverview();
  return (
    <AdminPage title="Overview" current="/admin">
      <section aria-label="Counts" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Count label="Users" value={overview.users} />
        <Count label="Suspended users" value={overview.suspended} />
        <Count label="Open jobs" value={overview.openJobs} />
        <Count label="Hidden postings" value={overview.hiddenJobs} />
        <Count label="Open reports" value={overview.openReports} />
        <Count label="Active plans" value={overview.activePlans} />
      </section>
      <section aria-labelledby="activity" className="grid gap-2">
        <h2 id="activity" className="text-xl font-semibold">
          Activity
        </h2>
        <DailyChart daily={overview.daily} />
      </section>
    </AdminPage>
  );
}
