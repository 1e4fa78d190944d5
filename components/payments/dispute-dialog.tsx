"use client";

import { FormSelect, FormTextarea, useZodForm } from "@/components/ui/form";
import { FormDialog } from "@/components/ui/form-dialog";
import { DISPUTE_REASON_LABELS } from "@/lib/payments/dispute-reasons";
import { DISPUTE_NOTE_MAX_LENGTH, disputeSchema } from "@/lib/payments/schemas";
import { usePaymentStep, type PaidKind } from "./queries";

const REASONS = Object.entries(DISPUTE_REASON_LABELS).map(([value, label]) => ({ value, label }));

/** 'Report a problem' with completed work, within the confirmation window: the payment waits for an operator. */
export function DisputeDialog({
  kind,
  id,
  title,
  open,
  onOpenChange,
}: {
  kind: PaidKind;
  id: string;
  title: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const dispute = usePaymentStep(kind, id, "dispute");
  const form = useZodForm(disputeSchema, { defaultValues: { reason: "poor_quality", note: "" } });
  const submit = form.handleSubmit((values) =>
    dispute.mutate(values, {
      onSuccess: () => {
        form.reset();
        onOpenChange(false);
      },
    }),
  );
  return (
    <FormDialog
      form={form}
      open={open}
      onOpenChange={onOpenChange}
      busy={dispute.isPending}
      title="Report a problem"
      description={`${title}: the payment waits while LawnLink looks into it. Your provider is told and can answer in your messages.`}
      cancelLabel="Not Now"
      submitLabel="Report Problem"
      busyLabel="Sending..."
      onSubmit={submit}
    >
      <FormSelect control={form.control} name="reason" label="What went wrong?" options={REASONS} />
      <FormTextarea
        control={form.control}
        name="note"
        label="Details (optional)"
        maxLength={DISPUTE_NOTE_MAX_LENGTH}
        rows={4}
      />
    </FormDialog>
  );
}
