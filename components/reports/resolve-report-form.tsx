"use client";

import { useId } from "react";
import { useMutation } from "@tanstack/react-query";
import { withQueries } from "@/components/layout/query-provider";
import { Button } from "@/components/ui/button";
import { Form, FormSelect, FormTextarea, useZodForm } from "@/components/ui/form";
import { apiFetch } from "@/lib/client/api";
import { toast } from "@/lib/client/toast";
import { REPORT_ACTIONS, resolveReportSchema, type ReportAction, type ResolveReportInput } from "@/lib/reports/schemas";
import { inputLimits } from "@/lib/validations/limits";

/** POST /api/admin/reports/{id}/resolve; the queue is rendered on the server, so it is rendered again. */
function useResolveReport(id: string) {
  return useMutation({
    mutationFn: (input: ResolveReportInput) =>
      apiFetch("/api/admin/reports/{id}/resolve", {
        method: "POST",
        params: { id },
        json: input,
        fallbackError: "Could not resolve the report",
      }),
    onSuccess: () => toast.success("Report resolved"),
    meta: { failure: { title: "Could not resolve the report", fallback: "Please try again." }, refreshPage: true },
  });
}

/** The queue's resolve form for one report: the actions that fit its subject, and the note the audit log keeps. */
function ResolveReportFormBody({ id, actions }: { id: string; actions: ReportAction[] }) {
  const formId = useId();
  const resolve = useResolveReport(id);
  const form = useZodForm(resolveReportSchema, { defaultValues: { action: "none", note: "" } });
  return (
    <Form {...form}>
      <form
        onSubmit={form.handleSubmit((input) => resolve.mutate(input))}
        noValidate
        aria-labelledby={`${formId}-title`}
      >
        <fieldset disabled={resolve.isPending} className="grid min-w-0 gap-3 sm:grid-cols-[12rem_1fr]">
          <legend id={`${formId}-title`} className="sr-only">
            Resolve this report
          </legend>
          <FormSelect
            control={form.control}
            name="action"
            label="Action"
            options={actions.map((action) => ({ value: action, label: REPORT_ACTIONS[action] }))}
          />
          <FormTextarea
            control={form.control}
            name="note"
            label="Note"
            hint="Kept in the audit log; a warning sends it to the user."
            rows={2}
            {...inputLimits(resolveReportSchema.shape.note)}
          />
          <div className="sm:col-span-2">
            <Button type="submit">{resolve.isPending ? "Resolving..." : "Resolve"}</Button>
          </div>
        </fieldset>
      </form>
    </Form>
  );
}

export const ResolveReportForm = withQueries(ResolveReportFormBody);
