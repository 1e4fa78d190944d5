"use client";

import { toast } from "@/lib/client/toast";
import { FormInput, useZodForm } from "@/components/ui/form";
import { FormDialog } from "@/components/ui/form-dialog";
import type { JobDto } from "@/lib/jobs/dto";
import { bookAgainSchema } from "@/lib/jobs/schemas";
import { OFFER_ANSWER_HOURS } from "@/lib/jobs/status";
import { useBookAgain } from "./queries";

/**
 * 'Book again': the same lawn with the same provider, at the price agreed last time, as a request only they see. A
 * date is optional: the one-time job's 'needed by', or a plan's first visit.
 */
export function BookAgainDialog({
  lawn,
  open,
  onOpenChange,
}: {
  lawn: JobDto;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const book = useBookAgain(lawn.id);
  const form = useZodForm(bookAgainSchema, { defaultValues: { date: null } });
  const provider = lawn.provider_name ?? "your provider";
  const submit = form.handleSubmit((values) =>
    book.mutate(values, {
      onSuccess: () => {
        toast.success(`Request sent to ${provider}`, {
          description: `They have ${OFFER_ANSWER_HOURS} hours to accept or decline.`,
        });
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
      busy={book.isPending}
      title={`Book ${provider} again?`}
      description={`${lawn.title} at the price agreed last time, asked of ${provider} alone. They have ${OFFER_ANSWER_HOURS} hours to answer; if they cannot, you can open it to every provider.`}
      cancelLabel="Not Now"
      submitLabel="Send Request"
      busyLabel="Sending..."
      onSubmit={submit}
    >
      <FormInput
        control={form.control}
        name="date"
        label={lawn.recurrence ? "First visit on (optional)" : "Needed by (optional)"}
        type="date"
        hint={lawn.recurrence ? "Leave empty to start tomorrow." : "Leave empty if you are flexible."}
      />
    </FormDialog>
  );
}
