import { z } from "zod";
import { REASON_MAX } from "@/lib/admin/schemas";
import { idSchema, paginationSchema, text } from "@/lib/validations/common";

export const REPORT_NOTE_MAX = 1000;

export const REPORT_SUBJECT_TYPES = ["job", "message", "review", "user"] as const;
export type ReportSubjectType = (typeof REPORT_SUBJECT_TYPES)[number];

/** The reasons a user may give, with the words the Report dialog shows. */
export const REPORT_REASONS = {
  spam: "Spam",
  abusive: "Abusive or harassing",
  fraud: "Fraud or scam",
  off_platform_payment: "Asks to pay outside LawnLink",
  other: "Something else",
} as const;
export type ReportReason = keyof typeof REPORT_REASONS;

// POST /api/reports, and the Report dialog's form.
export const reportInputSchema = z.object({
  subject_type: z.enum(REPORT_SUBJECT_TYPES, { error: "subject_type must be job, message, review or user" }),
  subject_id: idSchema,
  reason: z.enum(Object.keys(REPORT_REASONS) as [ReportReason, ...ReportReason[]], { error: "Choose a reason" }),
  note: text({ error: "Note must be text", multiline: true })
    .trim()
    .max(REPORT_NOTE_MAX, `The note must be at most ${REPORT_NOTE_MAX.toLocaleString("en-US")} characters`)
    .nullish()
    .transform((note) => note ?? ""),
});

export type ReportInput = z.input<typeof reportInputSchema>;

/** What an operator may do about a report; which subjects each applies to is decided in resolve-report.ts. */
export const REPORT_ACTIONS = {
  none: "No action",
  hide: "Hide the posting",
  remove_review: "Remove the review",
  warn: "Warn the user",
  suspend: "Suspend the user",
} as const;
export type ReportAction = keyof typeof REPORT_ACTIONS;

/** The subjects each action applies to: hide to a job, remove_review to a review, the rest to any. */
const ACTION_SUBJECTS: Record<ReportAction, readonly ReportSubjectType[]> = {
  none: REPORT_SUBJECT_TYPES,
  hide: ["job"],
  remove_review: ["review"],
  warn: REPORT_SUBJECT_TYPES,
  suspend: REPORT_SUBJECT_TYPES,
};

export const actionFits = (action: ReportAction, type: ReportSubjectType) => ACTION_SUBJECTS[action].includes(type);

/** The actions an operator may choose for a report of this kind of subject. */
export const actionsFor = (type: ReportSubjectType) =>
  (Object.keys(REPORT_ACTIONS) as ReportAction[]).filter((action) => actionFits(action, type));

// POST /api/admin/reports/{id}/resolve, and the queue's resolve form.
export const resolveReportSchema = z.object({
  action: z.enum(Object.keys(REPORT_ACTIONS) as [ReportAction, ...ReportAction[]], { error: "Choose an action" }),
  note: text({ error: "Give a note", multiline: true })
    .trim()
    .min(3, "Give a note of at least 3 characters")
    .max(REASON_MAX, `The note must be at most ${REASON_MAX} characters`),
});

export type ResolveReportInput = z.infer<typeof resolveReportSchema>;

// GET /api/admin/reports: a page of the open queue.
export const reportQueueQuerySchema = paginationSchema;
