import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";

/** The operator who acts: the signed-in user of an operator's route. */
export type OperatorRef = { id: string };

/** Every kind of thing an operator acts on, as the audit log names it. */
export const AUDIT_SUBJECT_TYPES = ["user", "job", "review", "message", "report", "payment"] as const;
export type AuditSubjectType = (typeof AUDIT_SUBJECT_TYPES)[number];

export type OperatorActionInput = {
  operatorId: string;
  /** What was done, snake_case: suspend_user, reinstate_user, hide_job, remove_review, … */
  action: string;
  subjectType: AuditSubjectType;
  subjectId: string;
  reason: string;
  /** What the action changed or removed, for the record (a removed review's words, the postings withdrawn). */
  details?: Prisma.InputJsonObject;
};

/**
 * Records an operator's action in the audit log, in the action's own transaction: the record and the change commit
 * together or not at all. The table is append-only; the database refuses to update or delete its rows.
 */
export async function recordOperatorAction(tx: Prisma.TransactionClient, input: OperatorActionInput) {
  return tx.operatorAction.create({
    data: {
      operatorId: input.operatorId,
      action: input.action,
      subjectType: input.subjectType,
      subjectId: input.subjectId,
      reason: input.reason,
      details: input.details ?? {},
    },
  });
}
