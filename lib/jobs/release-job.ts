import "server-only";
import { db } from "@/lib/db/client";
import { claimStillHeld, explainProviderRefusal } from "./assigned-provider";
import { recordEndedClaims, unclaimed } from "./end-claims";
import { withinLateWindow } from "./cancel-window";
import { transitionJob } from "./transition-job";

/**
 * The assigned provider lets a claimed job go before starting it: it is open again, and both sides see that. A
 * release within 24 hours of the job's date counts in the provider's reliability figures (User.lateReleases).
 */
export async function releaseJob({
  jobId,
  providerId,
  now = new Date(),
}: {
  jobId: string;
  providerId: string;
  now?: Date;
}) {
  await db.$transaction(async (tx) => {
    const job = await transitionJob(
      {
        jobId,
        action: "release",
        party: { providerId },
        require: claimStillHeld(now),
        data: unclaimed,
        explain: (job, tx) => explainProviderRefusal(tx, job, { providerId, now, verb: "release" }),
      },
      tx,
    );
    await recordEndedClaims(tx, "released", [{ jobId, providerId, at: now }]);
    if (withinLateWindow(job.neededBy, now))
      await tx.user.update({ where: { id: providerId }, data: { lateReleases: { increment: 1 } } });
  });
}
