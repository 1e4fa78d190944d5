"use client";

import { Check, Play } from "lucide-react";
import { useJobStep } from "@/components/jobs/queries";
import { Button } from "@/components/ui/button";
import type { JobDto } from "@/lib/jobs/dto";
import { canJob } from "@/lib/jobs/status";

/** My Active Jobs: Start a claimed job (it becomes in progress), and Mark complete a claimed or started one. */
export function ActiveJobActions({ job }: { job: JobDto }) {
  const start = useJobStep(job.id, "start");
  const complete = useJobStep(job.id, "complete");
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
    </>
  );
}
