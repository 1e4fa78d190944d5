"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { toast } from "@/lib/client/toast";
import { jobKeys } from "@/components/jobs/queries";
import type { BidDto } from "@/lib/bids/dto";
import { BID_ACCEPTED_MESSAGE } from "@/lib/bids/messages";
import type { PlaceBidInput } from "@/lib/bids/schemas";
import { apiFetch } from "@/lib/client/api";
import type { AuthUser } from "@/lib/client/session-storage";

export type BidList = { bids: BidDto[]; total: number };

export const bidKeys = {
  /** GET /api/jobs/{jobId}/bids; under the job's key, so a change to the job refreshes its bids too. */
  forJob: (jobId: string) => [...jobKeys.detail(jobId), "bids"] as const,
};

/** Marks the bid shown before the server has it (SPEC §4: a temporary id). */
export const TEMP_BID_ID = "temp-";

export function useJobBids(jobId: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: bidKeys.forJob(jobId),
    queryFn: () => apiFetch<BidList>(`/api/jobs/${jobId}/bids`, { fallbackError: "Failed to fetch bids" }),
    enabled,
  });
}

/**
 * SPEC §4: a placed bid appears at once as an open bid with a temporary id, and is rolled back if the call fails.
 * The list is read again either way (a refusal may mean our bid already exists, or the job was taken).
 */
export function usePlaceBid(jobId: string, provider: AuthUser | null) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const key = bidKeys.forJob(jobId);
  return useMutation({
    mutationFn: (input: PlaceBidInput) =>
      apiFetch<{ bid: BidDto }>(`/api/jobs/${jobId}/bids`, {
        method: "POST",
        json: input,
        fallbackError: "Failed to place bid",
      }),
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<BidList>(key);
      const now = new Date().toISOString();
      const optimistic: BidDto = {
        id: `${TEMP_BID_ID}${Date.now()}`,
        job_id: jobId,
        provider_id: provider?.id ?? "",
        amount: input.amount,
        eta_days: input.eta_days,
        message: input.message ?? null,
        status: "open",
        created_at: now,
        updated_at: now,
        provider_name: provider?.full_name ?? "",
        provider_rating: null,
        provider_review_count: 0,
        provider_jobs_completed: 0,
        provider_experience_years: null,
      };
      queryClient.setQueryData<BidList>(key, (list) => ({
        bids: [...(list?.bids ?? []), optimistic],
        total: (list?.total ?? 0) + 1,
      }));
      return { previous, optimisticId: optimistic.id };
    },
    onSuccess: ({ bid }, _input, placed) => {
      queryClient.setQueryData<BidList>(
        key,
        (list) => list && { ...list, bids: list.bids.map((shown) => (shown.id === placed.optimisticId ? bid : shown)) },
      );
      toast.success("Your bid has been placed.");
      // The cards behind the drawer count the job's bids: the page reads them again.
      router.refresh();
    },
    onError: (_error, _input, placed) => {
      if (placed) queryClient.setQueryData(key, placed.previous);
    },
    meta: {
      failure: { title: "Failed to place bid. Please try again.", fallback: "Failed to place bid" },
      invalidates: [key],
    },
  });
}

const DECISIONS = {
  accept: { success: BID_ACCEPTED_MESSAGE, failure: "Failed to accept bid" },
  retract: { success: "Your bid has been retracted.", failure: "Failed to retract bid" },
} as const;

/** The job's owner accepts a bid, or its provider retracts it (POST /api/bids/{id}/accept | retract). */
export function useDecideBid(jobId: string, decision: keyof typeof DECISIONS) {
  const { success, failure } = DECISIONS[decision];
  return useMutation({
    mutationFn: (bidId: string) =>
      apiFetch(`/api/bids/${bidId}/${decision}`, { method: "POST", fallbackError: failure }),
    onSuccess: () => toast.success(success),
    meta: {
      failure: { title: `${failure}. Please try again.`, fallback: failure },
      invalidates: [bidKeys.forJob(jobId)],
    },
  });
}
