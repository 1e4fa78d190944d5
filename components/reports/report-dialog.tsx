"use client";

import { useId } from "react";
import { withQueries } from "@/components/layout/query-provider";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Form, FormControl, FormField, FormItem, FormMessage, FormTextarea, useZodForm } from "@/components/ui/form";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { ApiError } from "@/lib/client/api";
import { toast } from "@/lib/client/toast";
import {
  REPORT_REASONS,
  reportInputSchema,
  type ReportInput,
  type ReportReason,
  type ReportSubjectType,
} from "@/lib/reports/schemas";
import { inputLimits } from "@/lib/validations/limits";
import { useReport } from "./queries";

export type ReportDialogProps = {
  subjectType: ReportSubjectType;
  subjectId: string;
  /** What is reported, in words: "this message from Pat", "Pat Provider". */
  what: string;
  open: boolean;
  onOpenChange(open: boolean): void;
};

const THANKS = "Thanks — our team will review this report.";

/**
 * 'Report' (POST /api/reports): a reason as a radio group and an optional note, checked with the API's own schema.
 * Radix gives the focus back to the button that opened it.
 */
function ReportDialogBody({ subjectType, subjectId, what, open, onOpenChange }: ReportDialogProps) {
  const report = useReport();
  const id = useId();
  const form = useZodForm(reportInputSchema, {
    defaultValues: { subject_type: subjectType, subject_id: subjectId, note: "" },
  });
  function submit(input: ReportInput) {
    report.mutate(input, {
      onSuccess: () => {
        toast.success(THANKS);
        form.reset();
        onOpenChange(false);
      },
      // Reported already: that report stands, so this one is as good as sent.
      onError: (error) => {
        if (error instanceof ApiError && error.code === "report_exists") onOpenChange(false);
      },
    });
  }
  return (
    <Dialog open={open} onOpenChange={(next) => !report.isPending && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Report {what}</DialogTitle>
          <DialogDescription>
            Our team reviews every report. The person you report is not told who reported them.
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(submit)} noValidate>
            <fieldset disabled={report.isPending} className="grid min-w-0 gap-4">
              <FormField
                control={form.control}
                name="reason"
                render={({ field }) => (
                  <FormItem>
                    <p id={`${id}-reason`} className="text-sm font-medium">
                      Reason
                    </p>
                    <FormControl>
                      <RadioGroup
                        ref={field.ref}
                        name={field.name}
                        value={field.value ?? ""}
                        onValueChange={field.onChange}
                        aria-labelledby={`${id}-reason`}
                        aria-required
                        className="gap-2"
                      >
                        {(Object.keys(REPORT_REASONS) as ReportReason[]).map((reason) => (
                          <Label
                            key={reason}
                            htmlFor={`${id}-${reason}`}
                            className="flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2.5 leading-normal transition-colors hover:bg-accent has-data-[state=checked]:border-primary has-data-[state=checked]:bg-accent"
                          >
                            <RadioGroupItem value={reason} id={`${id}-${reason}`} />
                            {REPORT_REASONS[reason]}
                          </Label>
                        ))}
                      </RadioGroup>
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormTextarea
                control={form.control}
                name="note"
                label="Note (Optional)"
                hint="What happened, in a few words."
                rows={3}
                {...inputLimits(reportInputSchema.shape.note)}
              />
              <DialogFooter>
                <DialogClose asChild>
                  <Button variant="outline">Cancel</Button>
                </DialogClose>
                <Button type="submit">{report.isPending ? "Sending..." : "Send Report"}</Button>
              </DialogFooter>
            </fieldset>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}

/** Loaded on demand, also on pages without TanStack Query: it brings its QueryProvider. */
export const ReportDialog = withQueries(ReportDialogBody);
