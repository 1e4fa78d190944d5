"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { toast } from "@/lib/client/toast";
import { apiFetch } from "@/lib/client/api";
import { jobKeys } from "@/components/jobs/queries";

export const blockKeys = {
  /** The signed-in user's blocks (GET /api/users/blocks). */
  all: ["blocks"] as const,
};

/** The users the signed-in user has blocked, latest first. */
export function useBlocks() {
  return useQuery({
    queryKey: blockKeys.all,
    queryFn: async () =>
      (await apiFetch("/api/users/blocks", { fallbackError: "Failed to load blocked users" })).blocks,
    meta: { failure: { title: "Error", message: "Failed to load blocked users" } },
  });
}

/**
 * POST /api/users/blocks. The page renders again: the lists of jobs (and the job in a drawer) no longer hold the
 * other side's postings.
 */
export function useBlockUser() {
  return useMutation({
    mutationFn: (user: { id: string; name: string }) =>
      apiFetch("/api/users/blocks", { method: "POST", json: { user_id: user.id }, fallbackError: "Failed to block" }),
    onSuccess: (_block, user) =>
      toast.success(`${user.name} is blocked`, { description: "Unblock them from your profile at any time." }),
    meta: {
      failure: { title: "Error", message: "Failed to block" },
      invalidates: [blockKeys.all, jobKeys.all],
      refreshPage: true,
    },
  });
}

/** DELETE /api/users/blocks/{id}, from the profile's Blocked tab. */
export function useUnblockUser() {
  return useMutation({
    mutationFn: (user: { id: string; name: string }) =>
      apiFetch("/api/users/blocks/{id}", {
        method: "DELETE",
        params: { id: user.id },
        fallbackError: "Failed to unblock",
      }),
    onSuccess: (_answer, user) => toast.success(`${user.name} is unblocked`),
    meta: {
      failure: { title: "Error", message: "Failed to unblock" },
      invalidates: [blockKeys.all, jobKeys.all],
    },
  });
}
