"use client";

import { toast } from "@/lib/client/toast";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { JobDto } from "@/lib/jobs/dto";
import { isLateCancellation } from "@/lib/jobs/cancel-window";
import { neededByDate } from "@/lib/jobs/needed-by";
import { useCancelLawn } from "./queries";

/** SPEC §5: cancelling a lawn posting asks for confirmation first. */
export function CancelLawnDialog({
  lawn,
  open,
  onOpenChange,
}: {
  lawn: JobDto;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const cancel = useCancelLawn(lawn.id);
  const asked = lawn.status === "offered";
  const hired = lawn.status !== "open" && !asked;
  const late = hired && isLateCancellation({ status: lawn.status, neededBy: neededByDate(lawn.needed_by) }, new Date());
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Cancel this lawn posting?"
      description="Are you sure you want to cancel this lawn posting?"
      busy={cancel.isPending}
      cancelLabel="Keep Posting"
      confirmLabel="Cancel Posting"
      busyLabel="Cancelling..."
      onConfirm={() =>
        cancel.mutate(undefined, {
          onSuccess: () => {
            toast.success("Lawn posting cancelled", { description: lawn.title });
            onOpenChange(false);
          },
        })
      }
    >
      {asked ? (
        <p className="text-sm">
          {lawn.provider_name ?? "The provider"} is told that you withdrew{" "}
          <span className="font-medium">{lawn.title}</span>.
        </p>
      ) : hired ? (
        <p className="text-sm">
          {lawn.provider_name ?? "Your provider"} is told that <span className="font-medium">{lawn.title}</span> is
          cancelled.{" "}
          {late
            ? "This is within 24 hours of its date: it is recorded as a late cancellation, which providers see."
            : "Cancelling is free until 24 hours before its date."}
        </p>
      ) : (
        <p className="text-sm">
          <span className="font-medium">{lawn.title}</span> will no longer be offered to providers
          {lawn.bid_count > 0 ? ", and its open bids expire." : "."}
        </p>
      )}
    </ConfirmDialog>
  );
}
