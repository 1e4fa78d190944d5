"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
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
import { apiFetch } from "@/lib/client/api";
import { errorMessage } from "@/lib/client/errors";
import type { JobDto } from "@/lib/jobs/dto";

/** SPEC §5: cancelling a lawn posting asks for confirmation first. */
export function CancelLawnDialog({ lawn, open, onOpenChange }: { lawn: JobDto; open: boolean; onOpenChange(open: boolean): void }) {
  const router = useRouter();
  const [cancelling, setCancelling] = useState(false);

  async function cancel() {
    setCancelling(true);
    try {
      await apiFetch(`/api/lawns/${lawn.id}/cancel`, { method: "POST", fallbackError: "Failed to cancel lawn posting" });
      toast.success("Lawn posting cancelled", { description: lawn.title });
      onOpenChange(false);
    } catch (error) {
      toast.error("Failed to cancel lawn posting", { description: errorMessage(error, "Please try again.") });
    } finally {
      setCancelling(false);
      // Either way the list shows the lawn as it now is (a refused cancel usually means it was claimed meanwhile).
      router.refresh();
    }
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => !cancelling && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Cancel this lawn posting?</AlertDialogTitle>
          <AlertDialogDescription>Are you sure you want to cancel this lawn posting?</AlertDialogDescription>
        </AlertDialogHeader>
        <p className="text-sm">
          <span className="font-medium">{lawn.title}</span> will no longer be offered to providers
          {lawn.price_type === "auction" && lawn.bid_count > 0 ? ", and its open bids expire." : "."}
        </p>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={cancelling}>Keep Posting</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={cancelling}
            onClick={(event) => {
              event.preventDefault(); // stays open, busy, until the server answers
              void cancel();
            }}
          >
            {cancelling ? "Cancelling..." : "Cancel Posting"}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
