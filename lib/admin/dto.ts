import "server-only";
import { z } from "zod";
import type { OperatorAction } from "@/lib/generated/prisma/client";
import { instantSchema, paginationAnswerSchema } from "@/lib/validations/common";

export const auditEntryDtoSchema = z
  .object({
    id: z.string(),
    operator_id: z.string(),
    operator_name: z.string(),
    action: z.string(),
    subject_type: z.string(),
    subject_id: z.string(),
    reason: z.string(),
    details: z.record(z.string(), z.unknown()),
    at: instantSchema,
  })
  .meta({ id: "AuditEntry" });

export type AuditEntryDto = z.infer<typeof auditEntryDtoSchema>;

export const auditPageSchema = z.object({ actions: z.array(auditEntryDtoSchema), pagination: paginationAnswerSchema });

export function toAuditEntryDto(entry: OperatorAction & { operator: { fullName: string } }): AuditEntryDto {
  return {
    id: entry.id,
    operator_id: entry.operatorId,
    operator_name: entry.operator.fullName,
    action: entry.action,
    subject_type: entry.subjectType,
    subject_id: entry.subjectId,
    reason: entry.reason,
    details: (entry.details ?? {}) as Record<string, unknown>,
    at: entry.at.toISOString(),
  };
}

export const suspensionAnswerSchema = z.object({
  user: z.object({ id: z.string(), suspended_at: instantSchema.nullable() }),
  sessions_ended: z.number().int(),
  jobs_withdrawn: z.array(z.string()),
  bids_retracted: z.array(z.string()),
});

export const reinstatementAnswerSchema = z.object({
  user: z.object({ id: z.string(), suspended_at: instantSchema.nullable() }),
});

export const hiddenJobAnswerSchema = z.object({ job: z.object({ id: z.string(), withdrawn: z.boolean() }) });

export const removedReviewAnswerSchema = z.object({
  review: z.object({ id: z.string() }),
  subject: z.object({ id: z.string(), review_count: z.number().int(), rating_total: z.number().int() }),
});
