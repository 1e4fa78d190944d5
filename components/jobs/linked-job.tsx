"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { withQueries } from "@/components/layout/query-provider";
import { hrefWith } from "@/lib/url/href-with";
import { useJob } from "./queries";
import { JobDetailDrawer } from "./job-detail-drawer";

/** The drawer of the job a link names (LinkedJobDrawer); closing it drops `?job=` from the address. */
export const LinkedJob = withQueries(function LinkedJob({ jobId }: { jobId: string }) {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const query = useJob(jobId, { enabled: true });
  if (!query.data) return null;
  const close = () => {
    router.replace(hrefWith(pathname, params, { job: null }), { scroll: false });
  };
  return <JobDetailDrawer job={query.data} open onOpenChange={(open) => !open && close()} />;
});
