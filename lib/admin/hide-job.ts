import "server-only";
import { inTransaction } from "@/lib/db/in-transaction";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { bidTransitions, jobTransitions } from "@/lib/jobs/status";
import { notificationOf } from "@/lib/notifications/events";
import { notify } from "@/lib/notifications/notify";
import { recordOperatorAction, type OperatorRef } from "./audit";

/**
 * An operator hides a posting: it leaves every market listing, map and count (lib/jobs/listing-sql.ts and the
 * job-count triggers leave hidden jobs out) and its public page, and its owner is told why. A posting still open is
 * also withdrawn, as its cancelling would (its bids expire, the bidders hear of it), so no one keeps bidding on or
 * claiming it by its link; a job under way stays between its parties. One transaction with its audit record.
 */
export async function hideJob({
  operator,
  jobId,
  reason,
  now = new Date(),
  tx: outer,
}: {
  operator: OperatorRef;
  jobId: string;
  reason: string;
  now?: Date;
  /** A transaction to act in, as part of a larger change; else the action is a transaction of its own. */
  tx?: Prisma.TransactionClient;
}) {
  return inTransaction(outer, async (tx) => {
    const [hidden] = await tx.job.updateManyAndReturn({
      where: { id: jobId, hiddenAt: null },
      data: { hiddenAt: now },
      select: { id: true, title: true, ownerId: true, status: true },
    });
    if (!hidden) {
      const job = await tx.job.findUnique({ where: { id: jobId }, select: { id: true } });
      throw job
        ? new AppError("job_already_hidden", "This posting is hidden already")
        : new AppError("job_not_found", "Job not found");
    }
    const { count: withdrawn } = await tx.job.updateMany({
      where: { id: jobId, status: { in: [...jobTransitions.withdraw.from] } },
      data: { status: jobTransitions.withdraw.to, cancelledAt: now },
    });
    const expired = withdrawn
      ? await tx.bid.updateManyAndReturn({
          where: { jobId, status: { in: [...bidTransitions.expire.from] } },
          data: { status: bidTransitions.expire.to },
          select: { providerId: true },
        })
      : [];
    await notify(tx, [
      notificationOf.jobHidden(hidden, reason),
      ...expired.map((bid) => notificationOf.jobCancelled(hidden, bid.providerId)),
    ]);
    await recordOperatorAction(tx, {
      operatorId: operator.id,
      action: "hide_job",
      subjectType: "job",
      subjectId: jobId,
      reason,
      details: { status: hidden.status, withdrawn: withdrawn === 1, bidsExpired: expired.length },
    });
    return { jobId, withdrawn: withdrawn === 1 };
  });
}
