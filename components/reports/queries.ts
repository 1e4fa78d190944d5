"use client";

import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@/lib/client/api";
import type { ReportInput } from "@/lib/reports/schemas";

/** POST /api/reports: nothing on the page changes, so nothing is read again. */
export function useReport() {
  return useMutation({
    mutationFn: (input: ReportInput) =>
      apiFetch("/api/reports", { method: "POST", json: input, fallbackError: "Failed to send the report" }),
    meta: { failure: { title: "Failed to send the report", fallback: "Please try again." } },
  });
}
