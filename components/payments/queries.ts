"use client";

import { useMutation } from "@tanstack/react-query";
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
} as const;

export type PaymentStep = keyof typeof PAYMENT_STEPS;

/**
 * POST /api/jobs/{id}/… or /api/visits/{id}/…: confirm, dispute { reason, note }, mark-paid, payment-received. The
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
