import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db/client";
import { notifyOwnerOf } from "@/lib/notifications/notify-owner";
import { claimStillHeld, explainProviderRefusal } from "./assigned-provider";
import { transitionJob } from "./transition-job";

/** The assigned provider marks a claimed (before it lapses) or in-progress job completed. */
export async function completeJob({
  jobId,
  provider,
  now = new Date(),
}: {
  jobId: string;
  provider: Pick<SessionUser, "id" | "fullName">;
  now?: Date;
}) {
  const providerId = provider.id;
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
    await notifyOwnerOf(tx, "jobCompleted", job, provider);
  });
}
