"use client";

import { useQuery } from "@tanstack/react-query";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { JobDetailDrawer } from "@/components/jobs/job-detail-drawer";
import { jobKeys } from "@/components/jobs/queries";
import { apiFetch } from "@/lib/client/api";
import type { JobDto } from "@/lib/jobs/dto";
import { idSchema } from "@/lib/validations/common";

/**
 * Opens the drawer of the job named by `?job=` (a notification's link), whether or not it is on the page's list;
 * closing it drops the parameter.
 */
export function LinkedJobDrawer() {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const jobId = params.get("job");
  const valid = jobId !== null && idSchema.safeParse(jobId).success;
  const query = useQuery({
    queryKey: jobKeys.detail(jobId ?? ""),
    queryFn: async () => (await apiFetch<{ job: JobDto }>(`/api/jobs/${jobId}`, { fallbackError: "Failed to load the job" })).job,
    enabled: valid,
  });
  if (!valid || !query.data) return null;
  const close = () => {
    const next = new URLSearchParams(params);
    next.delete("job");
    router.replace(next.size ? `${pathname}?${next}` : pathname, { scroll: false });
  };
  return <JobDetailDrawer job={query.data} open onOpenChange={(open) => !open && close()} />;
}
