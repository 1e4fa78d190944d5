"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { JobDto } from "@/lib/jobs/dto";
import { useOpenRequest } from "./queries";

/** A declined or lapsed request opened to every provider, after a confirmation: it becomes an ordinary posting. */
export function OpenRequestDialog({
  lawn,
  open,
  onOpenChange,
}: {
  lawn: JobDto;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const openRequest = useOpenRequest(lawn.id);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Open this lawn to every provider?"
      description={`${lawn.title} is posted at the same price: providers nearby are told, and the first to claim it is hired.`}
      busy={openRequest.isPending}
      cancelLabel="Not Now"
      confirmLabel="Open to Everyone"
      busyLabel="Opening..."
      confirmVariant="default"
      onConfirm={() => openRequest.mutate(undefined, { onSuccess: () => onOpenChange(false) })}
    />
  );
}
