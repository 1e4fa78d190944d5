"use client";

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
import type { JobDto } from "@/lib/jobs/dto";
import { useReleaseJob } from "./queries";

/** 'Release job' asks first: the job goes back to the open list, where anyone may claim it. */
export function ReleaseJobDialog({ job, open, onOpenChange, onReleased }: { job: JobDto; open: boolean; onOpenChange(open: boolean): void; onReleased?(): void }) {
  const release = useReleaseJob(job.id);
  const releasing = release.isPending;
  return (
    <AlertDialog open={open} onOpenChange={(next) => !releasing && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Release this job?</AlertDialogTitle>
          <AlertDialogDescription>
            <span className="font-medium text-foreground">{job.title}</span> goes back to the open jobs, where any provider can claim it, and{" "}
            {job.owner_name} is told you let it go.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={releasing}>Keep Job</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={releasing}
            onClick={(event) => {
              event.preventDefault(); // stays open, busy, until the server answers
              release.mutate(undefined, {
                onSettled: () => onOpenChange(false),
                onSuccess: () => onReleased?.(),
              });
            }}
          >
            {releasing ? "Releasing..." : "Release Job"}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
