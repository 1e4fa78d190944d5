"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { jobKeys } from "@/components/jobs/queries";
import { planKeys } from "@/components/plans/queries";
import { apiFetch } from "@/lib/client/api";
import { toast } from "@/lib/client/toast";
import type { DisputeInput } from "@/lib/payments/schemas";

export type PaidKind = "job" | "visit";

const PAYMENT_STEPS = {
  confirm: { success: "Work confirmed", failure: "Failed to confirm the work" },
  dispute: { success: "Problem reported: the payment waits until it is settled", failure: "Failed to report it" },
  "mark-paid": { success: "Marked as paid: your provider is asked to confirm", failure: "Failed to mark it paid" },
  "payment-received": { success: "Payment received", failure: "Failed to confirm the payment" },
  pay: { success: "Payment sent", failure: "Failed to pay" },
} as const;

export type PaymentStep = keyof typeof PAYMENT_STEPS;

/**
 * POST /api/jobs/{id}/… or /api/visits/{id}/…: confirm, dispute { reason, note }, mark-paid, payment-received, pay. The
 * job's page and the plan's visits both show the payment, so both refresh.
 */
export function usePaymentStep(kind: PaidKind, id: string, step: PaymentStep) {
  const base = kind === "job" ? "/api/jobs/{id}" : "/api/visits/{id}";
  return useMutation({
    mutationFn: (dispute?: DisputeInput) =>
      apiFetch(`${base}/${step}` as `/api/jobs/{id}/${PaymentStep}`, {
        method: "POST",
        params: { id },
        json: step === "dispute" ? dispute : undefined,
        fallbackError: PAYMENT_STEPS[step].failure,
      }),
    onSuccess: () => toast.success(PAYMENT_STEPS[step].success),
    meta: {
      failure: { fallback: PAYMENT_STEPS[step].failure },
      invalidates: kind === "job" ? [jobKeys.detail(id)] : [planKeys.all],
      refreshPage: true,
    },
  });
}

// Card payment: the homeowner's saved card and the provider's payout set-up.
export const cardKeys = { card: ["users", "card"] as const, payouts: ["users", "payouts"] as const };

/** GET /api/users/card: whether card payment is on, and the homeowner's saved card. */
export function useSavedCard() {
  return useQuery({
    queryKey: cardKeys.card,
    queryFn: () => apiFetch("/api/users/card", { fallbackError: "Failed to load your card" }),
  });
}

/** POST /api/users/card/setup: a SetupIntent's client secret for Stripe Elements. */
export function useCardSetup() {
  return useMutation({
    mutationFn: () => apiFetch("/api/users/card/setup", { method: "POST", fallbackError: "Failed to reach Stripe" }),
    meta: { failure: { fallback: "Failed to reach Stripe" } },
  });
}

/** POST /api/users/card: keeps the card of the SetupIntent Stripe confirmed. */
export function useSaveCard() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (setupIntent: string) =>
      apiFetch("/api/users/card", {
        method: "POST",
        json: { setup_intent: setupIntent },
        fallbackError: "Failed to save the card",
      }),
    onSuccess: (answer) => queries.setQueryData(cardKeys.card, answer),
    meta: { failure: { fallback: "Failed to save the card" } },
  });
}

/** GET /api/users/payouts: the provider's payout set-up with Stripe. */
export function usePayoutSetup() {
  return useQuery({
    queryKey: cardKeys.payouts,
    queryFn: () => apiFetch("/api/users/payouts", { fallbackError: "Failed to load your payouts" }),
  });
}

/** POST /api/users/payouts: a link to Stripe's onboarding, where the browser goes next. */
export function useStartPayouts() {
  return useMutation({
    mutationFn: () => apiFetch("/api/users/payouts", { method: "POST", fallbackError: "Failed to reach Stripe" }),
    onSuccess: ({ url }) => window.location.assign(url),
    meta: { failure: { fallback: "Failed to reach Stripe" } },
  });
}
