import { DashboardSkeleton } from "@/components/jobs/dashboard-skeleton";

export default function MyLawnsLoading() {
  return <DashboardSkeleton status="Loading your lawns…" bar="tabs" />;
}
