"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/client/api";
import type { JobDto } from "@/lib/jobs/dto";

/** My Active Jobs: Start a claimed job, or mark a claimed or started job complete. */
export function ActiveJobActions({ job }: { job: JobDto }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  async function move(action: "start" | "complete") {
    setBusy(true);
    try {
      await apiFetch(`/api/jobs/${job.id}/${action}`, { method: "POST", fallbackError: `Failed to ${action} job` });
      toast.success(action === "start" ? "Job started." : "Job marked complete.");
      router.refresh();
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="col-span-2 grid grid-cols-2 gap-2">
      {job.status === "claimed" && (
        <Button variant="secondary" disabled={busy} onClick={() => move("start")}>
          Start
        </Button>
      )}
      <Button variant="success" disabled={busy} onClick={() => move("complete")} className={job.status === "claimed" ? "" : "col-span-2"}>
        Mark complete
      </Button>
    </div>
  );
}
