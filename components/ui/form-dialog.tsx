"use client";

import type { FormEventHandler, ReactNode } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { Button } from "./button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "./dialog";
import { Form } from "./form";

/**
 * A dialog around one form: its title and description, the fields, and a footer of the dismissing button and the
 * submitting one, which reads `busyLabel` while the request is on its way (the dialog cannot be dismissed then).
 */
export function FormDialog<T extends FieldValues>({
  form,
  open,
  onOpenChange,
  busy,
  title,
  description,
  cancelLabel,
  submitLabel,
  busyLabel,
  onSubmit,
  children,
}: {
  form: UseFormReturn<T>;
  open: boolean;
  onOpenChange(open: boolean): void;
  busy: boolean;
  title: ReactNode;
  description: ReactNode;
  cancelLabel: string;
  submitLabel: string;
  busyLabel: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={onSubmit} className="grid gap-4" noValidate>
            {children}
            <DialogFooter>
              <Button type="button" variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
                {cancelLabel}
              </Button>
              <Button type="submit" disabled={busy}>
                {busy ? busyLabel : submitLabel}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
