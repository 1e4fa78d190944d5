"use client";

import { useMutation } from "@tanstack/react-query";
import { toast } from "@/lib/client/toast";
import { addressKeys } from "@/components/addresses/queries";
import { jobKeys } from "@/components/jobs/queries";
import { apiFetch } from "@/lib/client/api";
import type { BookAgainInput, LawnEdit, LawnPayload } from "@/lib/jobs/schemas";

// Lawns are the homeowner's jobs: their keys are jobKeys, and the lists are rendered on the server (refreshPage).

/** POST /api/lawns. A first typed address is saved as the default 'Home' (SPEC §7), so the addresses change too. */
export function usePostLawn() {
  return useMutation({
    mutationFn: (lawn: LawnPayload) =>
      apiFetch("/api/lawns", { method: "POST", json: lawn, fallbackError: "Failed to post lawn" }),
    meta: {
      failure: { title: "Error", fallback: "Failed to post lawn" },
      invalidates: [addressKeys.all],
      refreshPage: true,
    },
  });
}

/** PATCH /api/lawns/{id}: an open posting's details. A refusal usually means it was taken meanwhile: the page catches up. */
export function useEditLawn(lawnId: string) {
  return useMutation({
    mutationFn: (edit: LawnEdit) =>
      apiFetch("/api/lawns/{id}", {
        method: "PATCH",
        params: { id: lawnId },
        json: edit,
        fallbackError: "Failed to update lawn posting",
      }),
    onSuccess: () => toast.success("Lawn updated", { description: "Your changes have been saved" }),
    meta: {
      failure: { title: "Error", fallback: "Failed to update lawn posting" },
      invalidates: [jobKeys.detail(lawnId)],
      refreshPage: true,
    },
  });
}

/** POST /api/lawns/{id}/cancel (SPEC §5: after a confirmation). */
export function useCancelLawn(lawnId: string) {
  return useMutation({
    mutationFn: () =>
      apiFetch("/api/lawns/{id}/cancel", {
        method: "POST",
        params: { id: lawnId },
        fallbackError: "Failed to cancel lawn posting",
      }),
    meta: {
      failure: { title: "Failed to cancel lawn posting", fallback: "Please try again." },
      invalidates: [jobKeys.detail(lawnId)],
      refreshPage: true,
    },
  });
}

/** POST /api/jobs/{id}/book-again: a request to the same provider alone, who has 48 hours to answer. */
export function useBookAgain(lawnId: string) {
  return useMutation({
    mutationFn: (input: BookAgainInput) =>
      apiFetch("/api/jobs/{id}/book-again", {
        method: "POST",
        params: { id: lawnId },
        json: input,
        fallbackError: "Failed to send the request",
      }),
    meta: { failure: { title: "Error", fallback: "Failed to send the request" }, refreshPage: true },
  });
}

/** POST /api/lawns/{id}/open: a declined or lapsed request becomes an open posting every provider sees. */
export function useOpenRequest(lawnId: string) {
  return useMutation({
    mutationFn: () =>
      apiFetch("/api/lawns/{id}/open", {
        method: "POST",
        params: { id: lawnId },
        fallbackError: "Failed to open the posting",
      }),
    onSuccess: () => toast.success("Your lawn is open to every provider"),
    meta: {
      failure: { title: "Error", fallback: "Failed to open the posting" },
      invalidates: [jobKeys.detail(lawnId)],
      refreshPage: true,
    },
  });
}
