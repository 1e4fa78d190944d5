"use client";

import { useState, type ReactElement, type ReactNode } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

type ConfirmDeleteDialogProps = {
  /** The button that asks; focus returns to it when the question is dismissed. */
  trigger: ReactElement;
  title: string;
  /** The question SPEC §5 asks, e.g. 'Are you sure you want to delete this address?'. */
  question: string;
  children?: ReactNode;
  /** The deletion is on its way: the dialog stays open, busy, until it settles. */
  deleting: boolean;
  /** Starts the deletion; calls `settled` once the server has answered, which closes the dialog. */
  onConfirm(settled: () => void): void;
};

/** SPEC §5's delete confirmation as an accessible dialog (focus starts on Cancel) rather than the browser's confirm(). */
export function ConfirmDeleteDialog({
  trigger,
  title,
  question,
  children,
  deleting,
  onConfirm,
}: ConfirmDeleteDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <ConfirmDialog
      trigger={trigger}
      open={open}
      onOpenChange={setOpen}
      title={title}
      description={question}
      busy={deleting}
      cancelLabel="Cancel"
      confirmLabel="Delete"
      busyLabel="Deleting..."
      onConfirm={() => onConfirm(() => setOpen(false))}
    >
      {children}
    </ConfirmDialog>
  );
}
