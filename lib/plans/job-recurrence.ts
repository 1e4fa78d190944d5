import { z } from "zod";
import type { Job } from "@/lib/generated/prisma/client";
import { dateOf, isoOf, type RecurrenceRule } from "./recurrence";
import { FREQUENCIES, type Recurrence } from "./schemas";

// A job's recurrence as its columns hold it, and as the API shows it.

type RecurrenceColumns = Pick<
  Job,
  "recurrenceFrequency" | "recurrenceStartsOn" | "recurrenceEndsOn" | "recurrenceVisitCount" | "recurrenceWeekday"
>;

/** The job's columns for a posting's recurrence (all null: one time). */
export function recurrenceColumns(recurrence: Recurrence | undefined): RecurrenceColumns {
  return {
    recurrenceFrequency: recurrence?.frequency ?? null,
    recurrenceStartsOn: recurrence ? dateOf(recurrence.starts_on) : null,
    recurrenceEndsOn: recurrence?.ends_on ? dateOf(recurrence.ends_on) : null,
    recurrenceVisitCount: recurrence?.visit_count ?? null,
    recurrenceWeekday: recurrence?.weekday ?? null,
  };
}

/** The job's recurrence rule, or null for a one-time job. */
export function jobRecurrenceRule(job: RecurrenceColumns): RecurrenceRule | null {
  if (!job.recurrenceFrequency || !job.recurrenceStartsOn) return null;
  return {
    frequency: job.recurrenceFrequency,
    startsOn: isoOf(job.recurrenceStartsOn),
    endsOn: job.recurrenceEndsOn ? isoOf(job.recurrenceEndsOn) : null,
    visitCount: job.recurrenceVisitCount,
    weekday: job.recurrenceWeekday,
  };
}

export const recurrenceDtoSchema = z
  .object({
    frequency: z.enum(FREQUENCIES),
    starts_on: z.iso.date(),
    ends_on: z.iso.date().nullable(),
    visit_count: z.number().int().nullable(),
    weekday: z.number().int().min(0).max(6).nullable(),
  })
  .meta({ id: "Recurrence" });

export type RecurrenceDto = z.infer<typeof recurrenceDtoSchema>;

/** The job's recurrence as the API shows it: null for a one-time job. */
export function toRecurrenceDto(job: RecurrenceColumns): RecurrenceDto | null {
  const rule = jobRecurrenceRule(job);
  if (!rule) return null;
  return {
    frequency: rule.frequency,
    starts_on: rule.startsOn,
    ends_on: rule.endsOn ?? null,
    visit_count: rule.visitCount ?? null,
    weekday: rule.weekday ?? null,
  };
}
