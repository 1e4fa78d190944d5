import "server-only";
import { recordOperatorAction, type OperatorRef } from "@/lib/admin/audit";
import { hideJob } from "@/lib/admin/hide-job";
import { removeReview } from "@/lib/admin/remove-review";
import { suspendUser } from "@/lib/admin/suspend-user";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { notificationOf } from "@/lib/notifications/events";
import { notify } from "@/lib/notifications/notify";
import { loadReportSubjects, subjectKey, type ReportSubject } from "./report-subjects";
import { actionFits, type ReportAction, type ResolveReportInput } from "./schemas";

type Tx = Prisma.TransactionClient;
type Acting = { tx: Tx; operator: OperatorRef; subjectId: string; subject: ReportSubject; note: string; now: Date };

/** What each action does, through the operators' own actions, each audit-logged. */
const ACTIONS: Record<ReportAction, (a: Acting) => Promise<unknown>> = {
  none: async () => {},
  hide: ({ tx, operator, subjectId, note, now }) => hideJob({ operator, jobId: subjectId, reason: note, now, tx }),
  remove_review: ({ tx, operator, subjectId, note, now }) =>
    removeReview({ operator, reviewId: subjectId, reason: note, now, tx }),
  warn: async ({ tx, operator, subject, note }) => {
    await notify(tx, [notificationOf.operatorWarning(subject.concernedUser.id, note)]);
    await recordOperatorAction(tx, {
      operatorId: operator.id,
      action: "warn_user",
      subjectType: "user",
      subjectId: subject.concernedUser.id,
      reason: note,
    });
  },
  suspend: ({ tx, operator, subject, note, now }) =>
    suspendUser({ operator, userId: subject.concernedUser.id, reason: note, now, tx }),
};

/**
 * An operator resolves an open report with an action and a note, in one transaction: the report is closed (the
 * conditional update makes one operator the winner), the action is taken on the subject or the user it concerns (the
 * user reported, the job's owner, the message's sender, the review's author), the resolution is audit-logged, and the
 * reporter is told it was resolved, without what was done.
 */
export async function resolveReport({
  operator,
  reportId,
  input,
  now = new Date(),
}: {
  operator: OperatorRef;
  reportId: string;
  input: ResolveReportInput;
  now?: Date;
}) {
  return db.$transaction(async (tx) => {
    const [report] = await tx.report.updateManyAndReturn({
      where: { id: reportId, status: "open" },
      data: {
        status: "resolved",
        resolutionAction: input.action,
        resolutionNote: input.note,
        resolverId: operator.id,
        resolvedAt: now,
      },
    });
    if (!report) {
      const exists = await tx.report.findUnique({ where: { id: reportId }, select: { id: true } });
      throw exists
        ? new AppError("report_resolved", "This report has been resolved already")
        : new AppError("report_not_found", "Report not found");
    }
    if (!actionFits(input.action, report.subjectType))
      throw new AppError("report_action_unfit", `“${input.action}” does not apply to a reported ${report.subjectType}`);
    const subject = (await loadReportSubjects([report], tx)).get(subjectKey(report));
    if (!subject && input.action !== "none")
      throw new AppError("report_action_unfit", `The reported ${report.subjectType} no longer exists`);
    if (subject)
      await ACTIONS[input.action]({ tx, operator, subjectId: report.subjectId, subject, note: input.note, now });
    await recordOperatorAction(tx, {
      operatorId: operator.id,
      action: "resolve_report",
      subjectType: "report",
      subjectId: report.id,
      reason: input.note,
      details: { resolution: input.action, subjectType: report.subjectType, subjectId: report.subjectId },
    });
    await notify(tx, [notificationOf.reportResolved(report.reporterId, report.subjectType)]);
    return report;
  });
}
