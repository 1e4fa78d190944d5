import "server-only";
import { z } from "zod";
import type { Report } from "@/lib/generated/prisma/client";
import { instantSchema, paginationAnswerSchema } from "@/lib/validations/common";
import { REPORT_SUBJECT_TYPES } from "./schemas";
import type { ReportSubject } from "./report-subjects";

export const reportDtoSchema = z
  .object({
    id: z.string(),
    subject_type: z.enum(REPORT_SUBJECT_TYPES),
    subject_id: z.string(),
    reason: z.string(),
    note: z.string(),
    status: z.enum(["open", "resolved"]),
    created_at: instantSchema,
  })
  .meta({ id: "Report" });

export type ReportDto = z.infer<typeof reportDtoSchema>;

/** The reporter's own view of their report: what they sent, not what was done about it. */
export function toReportDto(report: Report): ReportDto {
  return {
    id: report.id,
    subject_type: report.subjectType,
    subject_id: report.subjectId,
    reason: report.reason,
    note: report.note,
    status: report.status,
    created_at: report.createdAt.toISOString(),
  };
}

const personSchema = z.object({ id: z.string(), name: z.string() });

// What an operator reads of a reported thing; null where it is gone.
const reportSubjectDtoSchema = z.object({
  title: z.string(),
  text: z.string(),
  /** Whom a suspension or a warning concerns: the user, the job's owner, the message's sender, the review's author. */
  concerned_user: personSchema,
  /** Already acted on: the job hidden, the review removed, the user suspended. */
  acted_on: z.boolean(),
  job_id: z.string().nullable(),
});

export const queuedReportDtoSchema = reportDtoSchema
  .extend({ reporter: personSchema, subject: reportSubjectDtoSchema.nullable() })
  .meta({ id: "QueuedReport" });

export type QueuedReportDto = z.infer<typeof queuedReportDtoSchema>;

export const reportQueueSchema = z.object({
  reports: z.array(queuedReportDtoSchema),
  pagination: paginationAnswerSchema,
});

export function toQueuedReportDto(
  report: Report & { reporter: { id: string; fullName: string } },
  subject: ReportSubject | null,
): QueuedReportDto {
  return {
    ...toReportDto(report),
    reporter: { id: report.reporter.id, name: report.reporter.fullName },
    subject: subject && {
      title: subject.title,
      text: subject.text,
      concerned_user: { id: subject.concernedUser.id, name: subject.concernedUser.fullName },
      acted_on: subject.actedOn,
      job_id: subject.jobId,
    },
  };
}

export const reportAnswerSchema = z.object({ report: reportDtoSchema });

export const resolvedReportAnswerSchema = z.object({
  report: reportDtoSchema.extend({
    resolution_action: z.string(),
    resolution_note: z.string(),
    resolved_at: instantSchema,
  }),
});

export function toResolvedReportDto(report: Report): z.infer<typeof resolvedReportAnswerSchema> {
  return {
    report: {
      ...toReportDto(report),
      resolution_action: report.resolutionAction ?? "none",
      resolution_note: report.resolutionNote ?? "",
      resolved_at: (report.resolvedAt ?? report.createdAt).toISOString(),
    },
  };
}
