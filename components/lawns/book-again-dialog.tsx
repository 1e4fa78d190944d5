"use client";

import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Form, FormInput, useZodForm } from "@/components/ui/form";
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
    <Dialog open={open} onOpenChange={(next) => !book.isPending && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Book {provider} again?</DialogTitle>
          <DialogDescription>
            {lawn.title} at the price agreed last time, asked of {provider} alone. They have {OFFER_ANSWER_HOURS} hours
            to answer; if they cannot, you can open it to every provider.
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={submit} className="grid gap-4" noValidate>
            <FormInput
              control={form.control}
              name="date"
              label={lawn.recurrence ? "First visit on (optional)" : "Needed by (optional)"}
              type="date"
              hint={lawn.recurrence ? "Leave empty to start tomorrow." : "Leave empty if you are flexible."}
            />
            <DialogFooter>
              <Button type="button" variant="outline" disabled={book.isPending} onClick={() => onOpenChange(false)}>
                Not Now
              </Button>
              <Button type="submit" disabled={book.isPending}>
                {book.isPending ? "Sending..." : "Send Request"}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
