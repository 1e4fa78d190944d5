"use client";

import { useState } from "react";
import { SubmitButton } from "@/components/auth/submit-button";
import { QueryProvider } from "@/components/layout/query-provider";
import { Button } from "@/components/ui/button";
import type { ButtonVariant } from "@/components/ui/button-variants";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Form, FormTextarea, useZodForm } from "@/components/ui/form";
import { operatorReasonSchema } from "@/lib/admin/schemas";
import { inputLimits } from "@/lib/validations/limits";
import { useOperatorAction, type OperatorActionKind } from "./queries";

type ReasonActionProps = {
  kind: OperatorActionKind;
  id: string;
  /** The button's words, e.g. "Suspend". */
  label: string;
  /** The dialog's title, naming the record, e.g. "Suspend Sam Stranger?". */
  title: string;
  description: string;
  variant?: ButtonVariant["variant"];
};

function ReasonForm({
  kind,
  id,
  label,
  onDone,
}: Pick<ReasonActionProps, "kind" | "id" | "label"> & { onDone(): void }) {
  const form = useZodForm(operatorReasonSchema, { defaultValues: { reason: "" } });
  const action = useOperatorAction(kind, id);
  return (
    <Form {...form}>
      <form
        noValidate
        className="grid gap-4"
        onSubmit={form.handleSubmit((values) => action.mutate(values, { onSuccess: onDone }))}
      >
        <FormTextarea
          control={form.control}
          name="reason"
          label="Reason"
          hint="Kept in the audit log."
          rows={3}
          required
          {...inputLimits(operatorReasonSchema.shape.reason)}
        />
        <SubmitButton pending={action.isPending} label={label} pendingLabel="Saving..." />
      </form>
    </Form>
  );
}

/** A button that asks for a reason, then takes an operator action (suspend, reinstate, hide, remove). */
export function ReasonAction({ kind, id, label, title, description, variant = "destructive" }: ReasonActionProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant={variant} size="sm">
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <QueryProvider>
          <ReasonForm kind={kind} id={id} label={label} onDone={() => setOpen(false)} />
        </QueryProvider>
      </DialogContent>
    </Dialog>
  );
}
