"use client";

import { useSearchParams } from "next/navigation";
import { onDemand } from "@/components/ui/on-demand";

// Loaded only when a link names a job, so the dashboards' first load carries neither the drawer, its forms nor the
// data layer that reads the job.
const LinkedJob = onDemand(() => import("./linked-job").then((module) => module.LinkedJob));

/**
 * Opens the drawer of the job named by `?job=` (a notification's link), whether or not it is on the page's list;
 * closing it drops the parameter.
 */
export function LinkedJobDrawer() {
  const jobId = useSearchParams().get("job");
  // The server validates the id: a malformed one is a 4xx, which is never retried, and nothing opens.
  return jobId ? <LinkedJob jobId={jobId} /> : null;
}
