import "server-only";
import { inTransaction } from "@/lib/db/in-transaction";
import type { Prisma } from "@/lib/generated/prisma/client";
import { bidTransitions, jobTransitions } from "@/lib/jobs/status";
import { notificationOf } from "@/lib/notifications/events";
import { notify } from "@/lib/notifications/notify";
import { recordOperatorAction, type OperatorRef } from "./audit";
import { explainUserRefusal } from "./user-state";

type Tx = Prisma.TransactionClient;

/**
 * Withdraws a user's open postings, as their cancelling would (their open bids expire and the bidders hear of it),
 * and retracts the user's own open bids. Answers the ids withdrawn, for the audit log.
 */
async function withdrawOpenActivity(tx: Tx, userId: string, now: Date) {
  const jobs = await tx.job.updateManyAndReturn({
    where: { ownerId: userId, status: { in: [...jobTransitions.withdraw.from] } },
    data: { status: jobTransitions.withdraw.to, cancelledAt: now },
    select: { id: true, title: true, ownerId: true },
  });
  const expired = await tx.bid.updateManyAndReturn({
    where: { jobId: { in: jobs.map((job) => job.id) }, status: { in: [...bidTransitions.expire.from] } },
    data: { status: bidTransitions.expire.to },
    select: { jobId: true, providerId: true },
  });
  const jobsById = new Map(jobs.map((job) => [job.id, job]));
  await notify(
    tx,
    expired.map((bid) => notificationOf.jobCancelled(jobsById.get(bid.jobId)!, bid.providerId)),
  );
  const bids = await tx.bid.updateManyAndReturn({
    where: { providerId: userId, status: { in: [...bidTransitions.retract.from] } },
    data: { status: bidTransitions.retract.to },
    select: { id: true },
  });
  return { jobIds: jobs.map((job) => job.id), bidIds: bids.map((bid) => bid.id) };
}

/**
 * An operator suspends a user: every session of theirs ends at once (the next request with any of their tokens is
 * refused), they cannot sign in again (lib/auth/login-user.ts, lib/auth/oauth.ts answer 403 account_suspended), their
 * open postings are withdrawn and their open bids retracted, and their public profile is gone. Operators are not
 * suspended: revoking the role (`npm run operator -- revoke`) comes first. One transaction with its audit record.
 */
export async function suspendUser({
  operator,
  userId,
  reason,
  now = new Date(),
  tx: outer,
}: {
  operator: OperatorRef;
  userId: string;
  reason: string;
  now?: Date;
  /** A transaction to act in, as part of a larger change; else the action is a transaction of its own. */
  tx?: Prisma.TransactionClient;
}) {
  return inTransaction(outer, async (tx) => {
    const [user] = await tx.user.updateManyAndReturn({
      where: { id: userId, suspendedAt: null, operator: false },
      data: { suspendedAt: now },
      select: { id: true, suspendedAt: true },
    });
    if (!user) throw await explainUserRefusal(tx, userId, "suspend");
    const { count: sessionsEnded } = await tx.session.deleteMany({ where: { userId } });
    const withdrawn = await withdrawOpenActivity(tx, userId, now);
    await recordOperatorAction(tx, {
      operatorId: operator.id,
      action: "suspend_user",
      subjectType: "user",
      subjectId: userId,
      reason,
      details: { sessionsEnded, jobsWithdrawn: withdrawn.jobIds, bidsRetracted: withdrawn.bidIds },
    });
    return { user, sessionsEnded, jobsWithdrawn: withdrawn.jobIds, bidsRetracted: withdrawn.bidIds };
  });
}
