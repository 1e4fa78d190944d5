"use client";

import { useState } from "react";
import { Check, Play, Undo2 } from "lucide-react";
import type { CardJob } from "@/components/jobs/card-job";
import { useJobStep } from "@/components/jobs/queries";
import { Button } from "@/components/ui/button";
import { useOpenedOnce } from "@/components/ui/use-opened";
import { canJob } from "@/lib/jobs/status";
import { onDemand } from "@/components/ui/on-demand";

// Loaded when first opened.
const ReleaseJobDialog = onDemand(() =>
  import("@/components/jobs/release-job-dialog").then((module) => module.ReleaseJobDialog),
);
const ConfirmDialog = onDemand(() => import("@/components/ui/confirm-dialog").then((module) => module.ConfirmDialog));

/**
 * My Active Jobs: Start a claimed job (it becomes in progress), Mark complete a started one (after a confirmation: the
 * homeowner is told and asked to review), and Release a claimed one not yet started (after a confirmation; it goes
 * back to the open jobs).
 */
export function ActiveJobActions({ job }: { job: CardJob }) {
  const start = useJobStep(job.id, "start");
  const complete = useJobStep(job.id, "complete");
  const [releaseOpen, setReleaseOpen] = useState(false);
  const releaseOpened = useOpenedOnce(releaseOpen);
  const [completeOpen, setCompleteOpen] = useState(false);
  const completeOpened = useOpenedOnce(completeOpen);
  const busy = start.isPending || complete.isPending;
  return (
    <>
      {canJob("start", job.status) && (
        <Button disabled={busy} onClick={() => start.mutate()}>
          <Play aria-hidden />
          {start.isPending ? "Starting..." : "Start"}
        </Button>
      )}
      {canJob("complete", job.status) && (
        <Button variant="success" disabled={busy} onClick={() => setCompleteOpen(true)}>
          <Check aria-hidden />
          {complete.isPending ? "Completing..." : "Mark complete"}
        </Button>
      )}
      {canJob("release", job.status) && (
        <Button
          variant="outline"
          disabled={busy}
          onClick={() => setReleaseOpen(true)}
          aria-label={`Release job: ${job.title}`}
        >
          <Undo2 aria-hidden />
          Release job
        </Button>
      )}
      {releaseOpened && <ReleaseJobDialog job={job} open={releaseOpen} onOpenChange={setReleaseOpen} />}
      {completeOpened && (
        <ConfirmDialog
          open={completeOpen}
          onOpenChange={setCompleteOpen}
          title="Mark this job complete?"
          description={
            <>
              <span className="font-medium text-foreground">{job.title}</span> moves to Completed and {job.owner_name}{" "}
              is told the work is done. This cannot be undone.
            </>
          }
          busy={complete.isPending}
          cancelLabel="Not Yet"
          confirmLabel="Confirm Complete"
          busyLabel="Completing..."
          confirmVariant="default"
          onConfirm={() => complete.mutate(undefined, { onSettled: () => setCompleteOpen(false) })}
        />
      )}
    </>
  );
}
