"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useJobStep } from "./queries";

/** The provider asked declines a request, after a confirmation: the homeowner is told and may open it to everyone. */
export function DeclineRequestButton({ job, onLeave }: { job: { id: string; title: string }; onLeave?: () => void }) {
  const decline = useJobStep(job.id, "decline");
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setAsking(true)} aria-label={`Decline ${job.title}`}>
        Decline
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Decline this request?"
        description={`The homeowner is told you cannot take ${job.title}; they may then open it to every provider.`}
        busy={decline.isPending}
        cancelLabel="Keep It"
        confirmLabel="Decline Request"
        busyLabel="Declining..."
        onConfirm={() =>
          decline.mutate(undefined, {
            onSuccess: () => {
              setAsking(false);
              onLeave?.();
            },
          })
        }
      />
    </>
  );
}
