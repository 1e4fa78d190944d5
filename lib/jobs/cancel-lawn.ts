import "server-only";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { notificationOf } from "@/lib/notifications/events";
import { notify } from "@/lib/notifications/notify";
import { isLateCancellation } from "./cancel-window";
import { unclaimed } from "./end-claims";
import { lockJob } from "./lock-job";
import { bidTransitions } from "./status";
import { transitionJob } from "./transition-job";

/**
 * The owner cancels a lawn posting: an open one (its open bids expire with it, and their providers hear of it), a
 * direct request ('Withdraw': its provider hears of it), or a hired one not yet completed (its provider hears of it). A hired job cancelled within 24 hours of its date is
 * recorded as late, on the job and on the owner's count that providers see (lib/jobs/cancel-window.ts).
 */
export async function cancelLawn({ jobId, ownerId, now = new Date() }: { jobId: string; ownerId: string; now?: Date }) {
  await db.$transaction(async (tx) => {
    // Under the job's lock, so the status the lateness is judged by is the one the update changes.
    const locked = await lockJob(tx, jobId);
    const late = locked.ownerId === ownerId && isLateCancellation(locked, now);
    const job = await transitionJob(
      {
        jobId,
        action: "cancel",
        party: { ownerId },
        // A cancelled job has no provider: the one hired is told, and their accepted bid ends with it.
        data: { ...unclaimed, cancelledAt: now, cancelledLate: late },
        explain: (job) =>
          job.ownerId !== ownerId
            ? new AppError("not_job_owner", "Only the owner can cancel this lawn posting")
            : new AppError("job_not_cancellable", `A ${job.status.replace("_", " ")} lawn posting cannot be cancelled`),
      },
      tx,
    );
    if (late) await tx.user.update({ where: { id: ownerId }, data: { lateCancellations: { increment: 1 } } });
    await tx.bid.updateMany({
      where: { jobId, status: { in: [...bidTransitions.cancelAccepted.from] } },
      data: { status: bidTransitions.cancelAccepted.to },
    });
    const expired = await tx.bid.updateManyAndReturn({
      where: { jobId, status: { in: [...bidTransitions.expire.from] } },
      data: { status: bidTransitions.expire.to },
      select: { providerId: true },
    });
    await notify(tx, [
      ...expired.map((bid) => notificationOf.jobCancelled(job, bid.providerId)),
      ...(locked.providerId
        ? [
            locked.status === "offered"
              ? notificationOf.requestWithdrawn(job, locked.providerId)
              : notificationOf.hiredJobCancelled(job, locked.providerId, late),
          ]
        : []),
    ]);
  });
}
