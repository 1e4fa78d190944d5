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

/**
 * My Active Jobs: Start a claimed job (it becomes in progress), Mark complete a claimed or started one, and Release
 * a claimed one not yet started (after a confirmation; it goes back to the open jobs).
 */
export function ActiveJobActions({ job }: { job: CardJob }) {
  const start = useJobStep(job.id, "start");
  const complete = useJobStep(job.id, "complete");
  const [releaseOpen, setReleaseOpen] = useState(false);
  const releaseOpened = useOpenedOnce(releaseOpen);
  const busy = start.isPending || complete.isPending;
  return (
    <>
      {canJob("start", job.status) && (
        <Button variant="secondary" disabled={busy} onClick={() => start.mutate()}>
          <Play aria-hidden />
          {start.isPending ? "Starting..." : "Start"}
        </Button>
      )}
      {canJob("complete", job.status) && (
        <Button variant="success" disabled={busy} onClick={() => complete.mutate()}>
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
    </>
  );
}
