import { z } from "zod";
import "@/lib/validations/common";
import { visitRangeQuerySchema } from "@/lib/plans/schemas";

/** The most days one schedule answers: a month. */
export const SCHEDULE_MAX_DAYS = 31;

const DAY_MS = 86_400_000;

// GET /api/schedule?from=&to=: the days of the provider's work; both omitted, this week and next.
export const scheduleQuerySchema = visitRangeQuerySchema.refine(
  (range) => !range.from || !range.to || Date.parse(range.to) - Date.parse(range.from) < SCHEDULE_MAX_DAYS * DAY_MS,
  { message: `A schedule spans at most ${SCHEDULE_MAX_DAYS} days`, path: ["to"] },
);

export type ScheduleQuery = z.infer<typeof scheduleQuerySchema>;
