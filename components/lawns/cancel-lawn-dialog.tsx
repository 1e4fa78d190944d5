"use client";

import { toast } from "sonner";
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
import type { JobDto } from "@/lib/jobs/dto";
import { useCancelLawn } from "./queries";

/** SPEC §5: cancelling a lawn posting asks for confirmation first. */
export function CancelLawnDialog({ lawn, open, onOpenChange }: { lawn: JobDto; open: boolean; onOpenChange(open: boolean): void }) {
  const cancel = useCancelLawn(lawn.id);
  const cancelling = cancel.isPending;

  return (
    <AlertDialog open={open} onOpenChange={(next) => !cancelling && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Cancel this lawn posting?</AlertDialogTitle>
          <AlertDialogDescription>Are you sure you want to cancel this lawn posting?</AlertDialogDescription>
        </AlertDialogHeader>
        <p className="text-sm">
          <span className="font-medium">{lawn.title}</span> will no longer be offered to providers
          {lawn.bid_count > 0 ? ", and its open bids expire." : "."}
        </p>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={cancelling}>Keep Posting</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={cancelling}
            onClick={(event) => {
              event.preventDefault(); // stays open, busy, until the server answers
              cancel.mutate(undefined, {
                onSuccess: () => {
                  toast.success("Lawn posting cancelled", { description: lawn.title });
                  onOpenChange(false);
                },
              });
            }}
          >
            {cancelling ? "Cancelling..." : "Cancel Posting"}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
