import "server-only";
import { db } from "@/lib/db/client";
import { notifyOwnerOf } from "@/lib/notifications/notify-owner";
import { claimStillHeld, explainProviderRefusal } from "./assigned-provider";
import { transitionJob } from "./transition-job";

/** The assigned provider marks a claimed (before it lapses) or in-progress job completed. */
export async function completeJob({ jobId, providerId, now = new Date() }: { jobId: string; providerId: string; now?: Date }) {
  await db.$transaction(async (tx) => {
    const job = await transitionJob(
      {
        jobId,
        action: "complete",
        party: { providerId },
        require: claimStillHeld(now),
        data: { completedAt: now, claimLapsesAt: null },
        explain: (job, tx) => explainProviderRefusal(tx, job, { providerId, now, verb: "complete" }),
      },
      tx,
    );
    await notifyOwnerOf(tx, "jobCompleted", job);
  });
}
