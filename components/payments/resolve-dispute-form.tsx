"use client";

import { useId } from "react";
import { useMutation } from "@tanstack/react-query";
import { withQueries } from "@/components/layout/query-provider";
import { Button } from "@/components/ui/button";
import { Form, FormInput, FormSelect, FormTextarea, useZodForm } from "@/components/ui/form";
import { apiFetch } from "@/lib/client/api";
import { toast } from "@/lib/client/toast";
import { formatCents } from "@/lib/payments/money";
import { resolveDisputeSchema, type ResolveDisputeInput } from "@/lib/payments/schemas";
import { inputLimits } from "@/lib/validations/limits";

const OUTCOMES = [
  { value: "release", label: "Release in full" },
  { value: "refund", label: "Refund" },
];

/** POST /api/admin/disputes/{id}/resolve; the queue is rendered on the server, so it is rendered again. */
function useResolveDispute(id: string) {
  return useMutation({
    mutationFn: (input: ResolveDisputeInput) =>
      apiFetch("/api/admin/disputes/{id}/resolve", {
        method: "POST",
        params: { id },
        json: input,
        fallbackError: "Could not settle the dispute",
      }),
    onSuccess: () => toast.success("Dispute settled"),
    meta: { failure: { title: "Could not settle the dispute", fallback: "Please try again." }, refreshPage: true },
  });
}

/** The queue's form for one dispute: release or refund (all, or the cents given), with the note both sides read. */
function ResolveDisputeFormBody({ id, amountCents }: { id: string; amountCents: number }) {
  const formId = useId();
  const resolve = useResolveDispute(id);
  // The refund field goes (and its value with it) when the outcome is a release.
  const form = useZodForm(resolveDisputeSchema, {
    defaultValues: { outcome: "release", note: "" },
    shouldUnregister: true,
  });
  const refunding = form.watch("outcome") === "refund";
  return (
    <Form {...form}>
      <form
        onSubmit={form.handleSubmit((input) => resolve.mutate(input))}
        noValidate
        aria-labelledby={`${formId}-title`}
      >
        <fieldset disabled={resolve.isPending} className="grid min-w-0 gap-3 sm:grid-cols-[12rem_1fr]">
          <legend id={`${formId}-title`} className="sr-only">
            Settle this dispute
          </legend>
          <FormSelect control={form.control} name="outcome" label="Outcome" options={OUTCOMES} />
          {refunding ? (
            <FormInput
              control={form.control}
              name="refund_cents"
              label="Refund (cents)"
              hint={`Leave empty to refund all ${formatCents(amountCents)}.`}
              type="number"
              min={1}
              max={amountCents}
              step={1}
            />
          ) : (
            <span />
          )}
          <FormTextarea
            control={form.control}
            name="note"
            label="Note"
            hint="Both sides read it; the audit log keeps it."
            rows={2}
            className="sm:col-span-2"
            {...inputLimits(resolveDisputeSchema.shape.note)}
          />
          <div className="sm:col-span-2">
            <Button type="submit">{resolve.isPending ? "Settling..." : "Settle Dispute"}</Button>
          </div>
        </fieldset>
      </form>
    </Form>
  );
}

export const ResolveDisputeForm = withQueries(ResolveDisputeFormBody);
