"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { JobDto } from "@/lib/jobs/dto";
import { useReleaseJob } from "./queries";

/** 'Release job' asks first: the job goes back to the open list, where anyone may claim it. */
export function ReleaseJobDialog({
  job,
  open,
  onOpenChange,
  onReleased,
}: {
  job: Pick<JobDto, "id" | "title" | "owner_name">;
  open: boolean;
  onOpenChange(open: boolean): void;
  onReleased?(): void;
}) {
  const release = useReleaseJob(job.id);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Release this job?"
      description={
        <>
          <span className="font-medium text-foreground">{job.title}</span> goes back to the open jobs, where any
          provider can claim it, and {job.owner_name} is told you let it go.
        </>
      }
      busy={release.isPending}
      cancelLabel="Keep Job"
      confirmLabel="Release Job"
      busyLabel="Releasing..."
      onConfirm={() =>
        release.mutate(undefined, { onSettled: () => onOpenChange(false), onSuccess: () => onReleased?.() })
      }
    />
  );
}
