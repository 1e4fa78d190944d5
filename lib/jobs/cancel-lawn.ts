import "server-only";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { notificationOf } from "@/lib/notifications/events";
import { notify } from "@/lib/notifications/notify";
import { bidTransitions } from "./status";
import { transitionJob } from "./transition-job";

/** The owner cancels an open lawn posting; its open bids expire with it, and their providers hear of it. */
export async function cancelLawn({ jobId, ownerId }: { jobId: string; ownerId: string }) {
  await db.$transaction(async (tx) => {
    const job = await transitionJob(
      {
        jobId,
        action: "cancel",
        party: { ownerId },
        data: { cancelledAt: new Date() },
        explain: (job) =>
          job.ownerId !== ownerId
            ? new AppError("not_job_owner", "Only the owner can cancel this lawn posting")
            : new AppError("job_not_cancellable", "Only open lawn postings can be cancelled"),
      },
      tx,
    );
    const expired = await tx.bid.updateManyAndReturn({
      where: { jobId, status: { in: [...bidTransitions.expire.from] } },
      data: { status: bidTransitions.expire.to },
      select: { providerId: true },
    });
    await notify(
      tx,
      expired.map((bid) => notificationOf.jobCancelled(job, bid.providerId)),
    );
  });
}
