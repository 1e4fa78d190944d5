import "server-only";
import { db } from "@/lib/db/client";
import { notifyOwnerOf } from "@/lib/notifications/notify-owner";
import { claimStillHeld, explainProviderRefusal } from "./assigned-provider";
import { transitionJob } from "./transition-job";

/** The assigned provider starts work on a claimed job, before the claim lapses. */
export async function startJob({ jobId, providerId, now = new Date() }: { jobId: string; providerId: string; now?: Date }) {
  await db.$transaction(async (tx) => {
    const job = await transitionJob(
      {
        jobId,
        action: "start",
        party: { providerId },
        require: claimStillHeld(now),
        data: { startedAt: now, claimLapsesAt: null },
        explain: (job, tx) => explainProviderRefusal(tx, job, { providerId, now, verb: "start" }),
      },
      tx,
    );
    await notifyOwnerOf(tx, "jobStarted", job);
  });
}
