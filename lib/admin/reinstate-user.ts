import "server-only";
import { db } from "@/lib/db/client";
import { recordOperatorAction, type OperatorRef } from "./audit";
import { explainUserRefusal } from "./user-state";

/**
 * An operator lifts a suspension: the user can sign in again and their profile is back. What the suspension
 * withdrew (postings, bids) stays withdrawn. One transaction with its audit record.
 */
export async function reinstateUser({
  operator,
  userId,
  reason,
}: {
  operator: OperatorRef;
  userId: string;
  reason: string;
}) {
  return db.$transaction(async (tx) => {
    const [user] = await tx.user.updateManyAndReturn({
      where: { id: userId, suspendedAt: { not: null } },
      data: { suspendedAt: null },
      select: { id: true, suspendedAt: true },
    });
    if (!user) throw await explainUserRefusal(tx, userId, "reinstate");
    await recordOperatorAction(tx, {
      operatorId: operator.id,
      action: "reinstate_user",
      subjectType: "user",
      subjectId: userId,
      reason,
    });
    return { user };
  });
}
