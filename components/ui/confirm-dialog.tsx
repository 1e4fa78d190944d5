"use client";

import type { ReactElement, ReactNode } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "./alert-dialog";

type ConfirmDialogProps = {
  /** The button that asks, when it opens the dialog itself (else the caller sets `open`). */
  trigger?: ReactElement;
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: ReactNode;
  children?: ReactNode;
  /** The confirmed action is on its way: the dialog stays open and cannot be dismissed until it settles. */
  busy: boolean;
  cancelLabel: string;
  /** The confirming button, and what it reads while busy ('Cancel Posting' / 'Cancelling...'). */
  confirmLabel: string;
  busyLabel: string;
  /** Starts the action; the caller closes the dialog when the server has answered. */
  onConfirm(): void;
  /** The confirming button's look: destructive unless the step is the one the screen is for (claim, complete). */
  confirmVariant?: "default" | "destructive";
};

/**
 * A step asked about first (SPEC §5: destructive ones; also claiming and completing, which commit the provider), as an
 * accessible dialog: focus starts on the cancel button, so a second Enter never commits by accident.
 */
export function ConfirmDialog({
  trigger,
  open,
  onOpenChange,
  title,
  description,
  children,
  busy,
  cancelLabel,
  confirmLabel,
  busyLabel,
  onConfirm,
  confirmVariant = "destructive",
}: ConfirmDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      {trigger && <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>}
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction
            variant={confirmVariant}
            disabled={busy}
            onClick={(event) => {
              event.preventDefault(); // stays open, busy, until the server answers
              onConfirm();
            }}
          >
            {busy ? busyLabel : confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
