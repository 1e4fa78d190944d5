"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useJob } from "@/components/jobs/queries";
import { onDemand } from "@/components/ui/on-demand";

// Loaded only when a link names a job, so the dashboards' first load carries neither the drawer nor its forms.
const JobDetailDrawer = onDemand(() => import("@/components/jobs/job-detail-drawer").then((module) => module.JobDetailDrawer));

/**
 * Opens the drawer of the job named by `?job=` (a notification's link), whether or not it is on the page's list;
 * closing it drops the parameter.
 */
export function LinkedJobDrawer() {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const jobId = params.get("job");
  // The server validates the id: a malformed one is a 4xx, which is never retried, and nothing opens.
  const query = useJob(jobId ?? "", { enabled: jobId !== null && jobId !== "" });
  if (!query.data) return null;
  const close = () => {
    const next = new URLSearchParams(params);
    next.delete("job");
    router.replace(next.size ? `${pathname}?${next}` : pathname, { scroll: false });
  };
  return <JobDetailDrawer job={query.data} open onOpenChange={(open) => !open && close()} />;
}
