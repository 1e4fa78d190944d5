import { DashboardSkeleton } from "@/components/jobs/dashboard-skeleton";

// In the (lawns) group so that it stands in for My Lawns only: the provider dashboard (/dashboard/provider) has none.
export default function MyLawnsLoading() {
  return <DashboardSkeleton status="Loading your lawns…" />;
}
