import { z } from "zod";
// Every schema module loads this: in the browser it turns off zod's eval probe, which the CSP reports.
import "@/lib/validations/common";

// Service plans: a recurring posting's terms, and the requests on its plans and visits.

export const FREQUENCIES = ["weekly", "biweekly", "monthly"] as const;
export type Frequency = (typeof FREQUENCIES)[number];

/** The longest a plan may run by count, and how far ahead its start may be. */
export const RECURRENCE_LIMITS = { visitCount: 200, startWithinDays: 365 } as const;

const DAY_MS = 86_400_000;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const date = (name: string) => z.iso.date(`${name} must be a date (YYYY-MM-DD)`);

/**
 * A recurring posting (POST /api/lawns `recurrence`): every week, two weeks or month, the first visit on or after
 * starts_on (on the preferred weekday, 0 Sunday to 6 Saturday, when given), ending on ends_on, after visit_count visits,
 * or never. "Today" is generous to every homeowner's clock (it has begun somewhere on Earth).
 */
export const recurrenceSchema = z
  .object({
    frequency: z.enum(FREQUENCIES, { error: `Frequency must be one of: ${FREQUENCIES.join(", ")}` }),
    starts_on: date("Start date"),
    ends_on: date("End date").optional(),
    visit_count: z
      .number({ error: "Number of visits must be a number" })
      .int("Number of visits must be a whole number")
      .min(1, "Number of visits must be at least 1")
      .max(RECURRENCE_LIMITS.visitCount, `Number of visits must be at most ${RECURRENCE_LIMITS.visitCount}`)
      .optional(),
    weekday: z
      .number({ error: "Weekday must be a number from 0 (Sunday) to 6 (Saturday)" })
      .int("Weekday must be a number from 0 (Sunday) to 6 (Saturday)")
      .min(0, "Weekday must be a number from 0 (Sunday) to 6 (Saturday)")
      .max(6, "Weekday must be a number from 0 (Sunday) to 6 (Saturday)")
      .optional(),
  })
  .strict()
  .superRefine((rule, ctx) => {
    const now = Date.now();
    if (rule.starts_on < isoDate(now - 12 * 3_600_000))
      ctx.addIssue({ code: "custom", message: "Start date must be today or later", path: ["starts_on"] });
    if (rule.starts_on > isoDate(now + RECURRENCE_LIMITS.startWithinDays * DAY_MS))
      ctx.addIssue({ code: "custom", message: "Start date must be within a year", path: ["starts_on"] });
    if (rule.ends_on !== undefined && rule.visit_count !== undefined)
      ctx.addIssue({ code: "custom", message: "Send an end date or a number of visits, not both", path: ["ends_on"] });
    if (rule.ends_on !== undefined && rule.ends_on < rule.starts_on)
      ctx.addIssue({ code: "custom", message: "End date must be on or after the start date", path: ["ends_on"] });
  });

export type Recurrence = z.infer<typeof recurrenceSchema>;

/** POST /api/plans/{id}/pause: until a date (the first date visits resume), or until resumed. */
export const pausePlanSchema = z.object({ until: date("Until").optional() }).strict();

/** POST /api/plans/{id}/end: the provider's last date of service, at least PROVIDER_NOTICE_DAYS ahead. */
export const endPlanSchema = z.object({ last_visit_on: date("Last visit date").optional() }).strict();

/** POST /api/visits/{id}/reschedule: the new date, within RESCHEDULE_WINDOW_DAYS of the visit's original date. */
export const rescheduleVisitSchema = z.object({ date: date("Date") }).strict();

/** How many after-service photos a visit's completion takes (the form's limit too). */
export const VISIT_PHOTO_LIMIT = 10;

/** POST /api/visits/{id}/complete: after-service photos, the URLs of the provider's uploads. */
export const completeVisitSchema = z
  .object({
    photos: z.array(z.string().max(2048)).max(VISIT_PHOTO_LIMIT, `At most ${VISIT_PHOTO_LIMIT} photos`).default([]),
  })
  .strict();

/** GET /api/plans/{id}/visits?from=&to= (both dates inclusive; default: all). */
export const visitRangeQuerySchema = z
  .object({ from: date("from").optional(), to: date("to").optional() })
  .refine((range) => !range.from || !range.to || range.from <= range.to, {
    message: "from must be on or before to",
    path: ["to"],
  });

export type PausePlanInput = z.infer<typeof pausePlanSchema>;
export type RescheduleVisitInput = z.infer<typeof rescheduleVisitSchema>;
