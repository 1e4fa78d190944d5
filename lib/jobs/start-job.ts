import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db/client";
import { notifyOwnerOf } from "@/lib/notifications/notify-owner";
import { claimStillHeld, explainProviderRefusal } from "./assigned-provider";
import { transitionJob } from "./transition-job";

/** The assigned provider starts work on a claimed job, before the claim lapses. */
export async function startJob({
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
        action: "start",
        party: { providerId },
        require: claimStillHeld(now),
        data: { startedAt: now, claimLapsesAt: null },
        explain: (job, tx) => explainProviderRefusal(tx, job, { providerId, now, verb: "start" }),
      },
      tx,
    );
    await notifyOwnerOf(tx, "jobStarted", job, provider);
  });
}
