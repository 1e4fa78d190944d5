"use client";

import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/client/api";

export const scheduleKeys = {
  /** The provider's schedule, this week and next (GET /api/schedule). */
  weeks: ["schedule"] as const,
};

/** GET /api/schedule: this week's and next week's stops by day, each day in driving order. */
export function useSchedule() {
  return useQuery({
    queryKey: scheduleKeys.weeks,
    queryFn: () => apiFetch("/api/schedule", { fallbackError: "Failed to load your schedule" }),
    meta: { failure: { message: "Failed to load your schedule" } },
  });
}
