"use client";

import { mutationOptions, queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { toast } from "@/lib/client/toast";
import { apiFetch } from "@/lib/client/api";
import { CLAIM_FAILED } from "./use-claim-job";

// The job lists are rendered on the server; these keys name what the browser caches about one job (it, its bids).
export const jobKeys = {
  all: ["jobs"] as const,
  detail: (jobId: string) => ["jobs", jobId] as const,
};

const LOAD_FAILED = "Failed to load the job";

export const jobQuery = (jobId: string) =>
  queryOptions({
    queryKey: jobKeys.detail(jobId),
    queryFn: async () => (await apiFetch("/api/jobs/{id}", { params: { id: jobId }, fallbackError: LOAD_FAILED })).job,
  });

/** GET /api/jobs/{id}: the job as the viewer may see it, for its detail drawer. */
export function useJob(jobId: string, { enabled, toastFailure = false }: { enabled: boolean; toastFailure?: boolean }) {
  return useQuery({ ...jobQuery(jobId), enabled, meta: toastFailure ? { failure: { fallback: LOAD_FAILED } } : {} });
}

/** POST /api/jobs/{id}/claim (run by components/jobs/job-data.ts). Either way the lists are rendered again: the job left the open list, or someone else took it. */
export const claimJobMutation = (jobId: string) =>
  mutationOptions({
    mutationFn: () =>
      apiFetch("/api/jobs/{id}/claim", { method: "POST", params: { id: jobId }, fallbackError: CLAIM_FAILED }),
    meta: { failure: { fallback: CLAIM_FAILED }, invalidates: [jobKeys.detail(jobId)], refreshPage: true },
  });

const JOB_STEPS = {
  start: { success: "Job started.", failure: "Failed to start job" },
  complete: { success: "Job marked complete.", failure: "Failed to complete job" },
  decline: { success: "Request declined. The homeowner is told.", failure: "Failed to decline the request" },
} as const;

/** My Active Jobs: the assigned provider starts a claimed job or marks it complete; the provider asked declines a request. */
export function useJobStep(jobId: string, step: keyof typeof JOB_STEPS) {
  return useMutation({
    mutationFn: () =>
      apiFetch(`/api/jobs/{id}/${step}`, {
        method: "POST",
        params: { id: jobId },
        fallbackError: JOB_STEPS[step].failure,
      }),
    onSuccess: () => toast.success(JOB_STEPS[step].success),
    meta: { failure: { fallback: JOB_STEPS[step].failure }, invalidates: [jobKeys.detail(jobId)], refreshPage: true },
  });
}

/**
 * POST /api/jobs/{id}/release: the assigned provider lets a claimed job go before starting it (it is open again).
 * The server's answer says what happened; a refusal (started or lapsed meanwhile) shows its reason.
 */
export function useReleaseJob(jobId: string) {
  return useMutation({
    mutationFn: () =>
      apiFetch("/api/jobs/{id}/release", {
        method: "POST",
        params: { id: jobId },
        fallbackError: "Failed to release job",
      }),
    onSuccess: ({ message }) => toast.success("Job released", { description: message }),
    meta: { failure: { fallback: "Failed to release job" }, invalidates: [jobKeys.detail(jobId)], refreshPage: true },
  });
}
