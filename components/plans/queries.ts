"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/client/api";
import { toast } from "@/lib/client/toast";
import type { PausePlanInput, RescheduleVisitInput } from "@/lib/plans/schemas";

// Service plans and their visits: one key space, so any plan or visit change refreshes both sides' views.
export const planKeys = {
  all: ["plans"] as const,
  visits: (planId: string) => ["plans", planId, "visits"] as const,
};

/** GET /api/plans: the caller's plans, as homeowner or provider. */
export function usePlans() {
  return useQuery({
    queryKey: planKeys.all,
    queryFn: () => apiFetch("/api/plans", { fallbackError: "Failed to load plans" }),
    meta: { failure: { message: "Failed to load plans" } },
  });
}

/** GET /api/plans/{id}/visits: every visit of one plan, past and upcoming. */
export function usePlanVisits(planId: string) {
  return useQuery({
    queryKey: planKeys.visits(planId),
    queryFn: () =>
      apiFetch("/api/plans/{id}/visits", { params: { id: planId }, fallbackError: "Failed to load visits" }),
    meta: { failure: { message: "Failed to load visits" } },
  });
}

const PLAN_STEPS = {
  resume: { success: "Plan resumed", failure: "Failed to resume plan" },
  cancel: { success: "Plan cancelled", failure: "Failed to cancel plan" },
  end: { success: "Notice given: the plan ends in a week", failure: "Failed to end plan" },
} as const;

/** POST /api/plans/{id}/resume | cancel | end: a step without input; the server's refusal is the toast. */
export function usePlanStep(planId: string, step: keyof typeof PLAN_STEPS) {
  return useMutation({
    mutationFn: () =>
      apiFetch(`/api/plans/{id}/${step}`, {
        method: "POST",
        params: { id: planId },
        json: step === "end" ? {} : undefined,
        fallbackError: PLAN_STEPS[step].failure,
      }),
    onSuccess: () => toast.success(PLAN_STEPS[step].success),
    meta: { failure: { fallback: PLAN_STEPS[step].failure }, invalidates: [planKeys.all], refreshPage: true },
  });
}

/** POST /api/plans/{id}/pause { until? }: the homeowner's vacation. */
export function usePausePlan(planId: string) {
  return useMutation({
    mutationFn: (pause: PausePlanInput) =>
      apiFetch("/api/plans/{id}/pause", {
        method: "POST",
        params: { id: planId },
        json: pause,
        fallbackError: "Failed to pause plan",
      }),
    onSuccess: () => toast.success("Plan paused"),
    meta: { failure: { fallback: "Failed to pause plan" }, invalidates: [planKeys.all] },
  });
}

const VISIT_STEPS = {
  skip: { success: "Visit skipped", failure: "Failed to skip visit" },
  start: { success: "Visit started", failure: "Failed to start visit" },
  complete: { success: "Visit completed", failure: "Failed to complete visit" },
  "decline-reschedule": {
    success: "Move declined: the visit is back on its date",
    failure: "Failed to decline the move",
  },
} as const;

/** POST /api/visits/{id}/skip | start | complete | decline-reschedule; completing may carry the uploads' URLs as proof. */
export function useVisitStep(planId: string, visitId: string, step: keyof typeof VISIT_STEPS) {
  return useMutation({
    mutationFn: (photos?: string[]) =>
      apiFetch(`/api/visits/{id}/${step}`, {
        method: "POST",
        params: { id: visitId },
        json: step === "complete" ? { photos: photos ?? [] } : undefined,
        fallbackError: VISIT_STEPS[step].failure,
      }),
    onSuccess: () => toast.success(VISIT_STEPS[step].success),
    meta: { failure: { fallback: VISIT_STEPS[step].failure }, invalidates: [planKeys.all, planKeys.visits(planId)] },
  });
}

/** POST /api/visits/{id}/reschedule { date }: either side moves a visit within the window; the other is told. */
export function useRescheduleVisit(planId: string, visitId: string) {
  return useMutation({
    mutationFn: (move: RescheduleVisitInput) =>
      apiFetch("/api/visits/{id}/reschedule", {
        method: "POST",
        params: { id: visitId },
        json: move,
        fallbackError: "Failed to move the visit",
      }),
    onSuccess: () => toast.success("Visit moved: the other side is told"),
    meta: { failure: { fallback: "Failed to move the visit" }, invalidates: [planKeys.all, planKeys.visits(planId)] },
  });
}
