import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db/client";
import { notifyOwnerOf } from "@/lib/notifications/notify-owner";
import { openPayment } from "@/lib/payments/open-payment";
import { explainProviderRefusal } from "./assigned-provider";
import { transitionJob } from "./transition-job";

/**
 * The assigned provider marks an in-progress job completed; a claimed one must be started first. A one-time job's
 * payment opens with it (a plan's visits are paid one by one).
 */
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
        data: { completedAt: now, claimLapsesAt: null },
        explain: (job, tx) => explainProviderRefusal(tx, job, { providerId, now, verb: "complete" }),
      },
      tx,
    );
    const price = job.agreedPrice ?? job.priceEstimate;
    if (job.recurrenceFrequency === null && price !== null)
      await openPayment(tx, { subject: { jobId }, ownerId: job.ownerId, providerId, price, completedAt: now });
    await notifyOwnerOf(tx, "jobCompleted", job, provider);
  });
}
