"use client";

import { useState, type ReactNode } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";

type ConfirmDeleteDialogProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  /** The question SPEC §5 asks, e.g. 'Are you sure you want to delete this address?'. */
  question: string;
  children?: ReactNode;
  /** Runs the deletion; the dialog stays open and busy until it settles, then closes. */
  onConfirm(): Promise<void>;
};

/** SPEC §5's delete confirmation as an accessible dialog (focus starts on Cancel) rather than the browser's confirm(). */
export function ConfirmDeleteDialog({ open, onOpenChange, title, question, children, onConfirm }: ConfirmDeleteDialogProps) {
  const [deleting, setDeleting] = useState(false);
  return (
    <AlertDialog open={open} onOpenChange={(next) => !deleting && onOpenChange(next)}>
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
            onClick={async (event) => {
              event.preventDefault(); // stays open, busy, until the server answers
              setDeleting(true);
              try {
                await onConfirm();
              } finally {
                setDeleting(false);
                onOpenChange(false);
              }
            }}
          >
            {deleting ? "Deleting..." : "Delete"}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
