"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { Check, Play } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/client/api";
import { errorMessage } from "@/lib/client/errors";
import type { JobDto } from "@/lib/jobs/dto";

const ACTIONS = {
  start: { success: "Job started.", failure: "Failed to start job" },
  complete: { success: "Job marked complete.", failure: "Failed to complete job" },
} as const;

/** My Active Jobs: Start a claimed job (it becomes in progress), and Mark complete a claimed or started one. */
export function ActiveJobActions({ job }: { job: JobDto }) {
  const router = useRouter();
  const [busy, setBusy] = useState<keyof typeof ACTIONS | null>(null);

  async function run(action: keyof typeof ACTIONS) {
    setBusy(action);
    try {
      await apiFetch(`/api/jobs/${job.id}/${action}`, { method: "POST", fallbackError: ACTIONS[action].failure });
      toast.success(ACTIONS[action].success);
    } catch (error) {
      toast.error(errorMessage(error, ACTIONS[action].failure));
    } finally {
      setBusy(null);
      router.refresh();
    }
  }

  return (
    <>
      {job.status === "claimed" && (
        <Button variant="secondary" disabled={busy !== null} onClick={() => run("start")}>
          <Play aria-hidden />
          {busy === "start" ? "Starting..." : "Start"}
        </Button>
      )}
      <Button variant="success" disabled={busy !== null} onClick={() => run("complete")}>
        <Check aria-hidden />
        {busy === "complete" ? "Completing..." : "Mark complete"}
      </Button>
    </>
  );
}
