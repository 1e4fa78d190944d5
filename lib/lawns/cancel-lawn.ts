import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { bidTransitions } from "@/lib/jobs/status";
import { transitionJob } from "@/lib/jobs/transition-job";

/** The owner cancels an open lawn posting; its open bids expire with it. */
export async function cancelLawn({ jobId, ownerId }: { jobId: string; ownerId: string }) {
  await db.$transaction(async (tx) => {
    await transitionJob(
      {
        jobId,
        action: "cancel",
        party: { ownerId },
        data: { cancelledAt: new Date() },
        explain: (job) =>
          job.ownerId !== ownerId
            ? new AppError("FORBIDDEN", "Only the owner can cancel this lawn posting")
            : new AppError("CONFLICT", "Only open lawn postings can be cancelled"),
      },
      tx,
    );
    await tx.bid.updateMany({ where: { jobId, status: { in: [...bidTransitions.expire.from] } }, data: { status: bidTransitions.expire.to } });
  });
}
