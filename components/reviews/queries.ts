"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { jobKeys } from "@/components/jobs/queries";
import { apiFetch, type ApiAnswer } from "@/lib/client/api";
import type { ReviewInput } from "@/lib/reviews/schemas";

/** GET /api/jobs/{id}/reviews: the viewer's own review, the other side's once published, and where they stand. */
export type JobReviews = ApiAnswer<"/api/jobs/{id}/reviews", "GET">;

export const reviewKeys = {
  /** Under the job's key, so a change to the job reads its reviews again too. */
  forJob: (jobId: string) => [...jobKeys.detail(jobId), "reviews"] as const,
};

export function useJobReviews(jobId: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: reviewKeys.forJob(jobId),
    queryFn: () =>
      apiFetch("/api/jobs/{id}/reviews", { params: { id: jobId }, fallbackError: "Failed to load reviews" }),
    enabled,
  });
}

/** POST /api/jobs/{id}/reviews. The cards' 'Leave a review' goes once the page is rendered again. */
export function usePostReview(jobId: string) {
  return useMutation({
    mutationFn: (input: ReviewInput) =>
      apiFetch("/api/jobs/{id}/reviews", {
        method: "POST",
        params: { id: jobId },
        json: input,
        fallbackError: "Failed to submit review",
      }),
    meta: {
      failure: { title: "Failed to submit review", fallback: "Please try again." },
      invalidates: [reviewKeys.forJob(jobId)],
      refreshPage: true,
    },
  });
}
