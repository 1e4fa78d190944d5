"use client";

import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@/lib/client/api";
import { toast } from "@/lib/client/toast";
import type { OperatorReason } from "@/lib/admin/schemas";

// The operator's actions. The /admin pages are rendered on the server, so each action re-renders them (refreshPage).

/** What an operator can do to a record, each one POST or DELETE with a reason. */
export type OperatorActionKind = "suspend" | "reinstate" | "hide" | "remove";

const SENT: Record<OperatorActionKind, (id: string, json: OperatorReason) => Promise<unknown>> = {
  suspend: (id, json) =>
    apiFetch("/api/admin/users/{id}/suspend", {
      method: "POST",
      params: { id },
      json,
      fallbackError: "Could not suspend",
    }),
  reinstate: (id, json) =>
    apiFetch("/api/admin/users/{id}/reinstate", {
      method: "POST",
      params: { id },
      json,
      fallbackError: "Could not reinstate",
    }),
  hide: (id, json) =>
    apiFetch("/api/admin/jobs/{id}/hide", { method: "POST", params: { id }, json, fallbackError: "Could not hide" }),
  remove: (id, json) =>
    apiFetch("/api/admin/reviews/{id}", { method: "DELETE", params: { id }, json, fallbackError: "Could not remove" }),
};

const DONE: Record<OperatorActionKind, string> = {
  suspend: "User suspended",
  reinstate: "User reinstated",
  hide: "Posting hidden",
  remove: "Review removed",
};

/** One operator action on one record; the audit log records it with the reason. */
export function useOperatorAction(kind: OperatorActionKind, id: string) {
  return useMutation({
    mutationFn: (input: OperatorReason) => SENT[kind](id, input),
    onSuccess: () => toast.success(DONE[kind]),
    meta: { failure: { title: "Error", fallback: "The action failed. Please try again." }, refreshPage: true },
  });
}
