import { DashboardSkeleton } from "@/components/jobs/dashboard-skeleton";

export default function ProviderDashboardLoading() {
  return <DashboardSkeleton status="Loading jobs…" bar="banner" />;
}
