"use client";

import { useState, type ReactElement, type ReactNode } from "react";
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
} from "@/components/ui/alert-dialog";

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
export function ConfirmDeleteDialog({ trigger, title, question, children, deleting, onConfirm }: ConfirmDeleteDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog open={open} onOpenChange={(next) => !deleting && setOpen(next)}>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{question}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deleting}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={deleting}
            onClick={(event) => {
              event.preventDefault(); // stays open, busy, until the server answers
              onConfirm(() => setOpen(false));
            }}
          >
            {deleting ? "Deleting..." : "Delete"}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
