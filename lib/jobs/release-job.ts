import "server-only";
import { db } from "@/lib/db/client";
import { claimStillHeld, explainProviderRefusal } from "./assigned-provider";
import { recordEndedClaims, unclaimed } from "./end-claims";
import { transitionJob } from "./transition-job";

/** The assigned provider lets a claimed job go before starting it: it is open again, and both sides see that. */
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
    await transitionJob(
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
  });
}
