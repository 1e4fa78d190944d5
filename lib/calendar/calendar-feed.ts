import "server-only";
import { createEvents, type DateArray, type EventAttributes } from "ics";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { appUrl } from "@/lib/notifications/app-url";
import { addDays, dateOf, isoOf } from "@/lib/plans/recurrence";
import { PLAN_RULES } from "@/lib/plans/status";
import { calendarTokenSchema } from "./calendar-link";

// How far back the feed reaches: calendar apps keep what they saw, and a season's recent visits stay useful.
const PAST_DAYS = 60;

/** A calendar date (kept as midnight UTC, "floating") as iCalendar's all-day date. */
const dayOf = (date: Date): DateArray => [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
const allDay = (date: Date) => ({ start: dayOf(date), end: dayOf(dateOf(addDays(isoOf(date), 1))) });

/** Where each side follows a job: the homeowner's My Lawns, the provider's dashboard. */
const jobUrl = (jobId: string, side: "owner" | "provider") =>
  appUrl(`${side === "owner" ? "/dashboard" : "/dashboard/provider"}?job=${jobId}`);

/**
 * The iCalendar feed of a calendar token's user (GET /api/calendar/{token}.ics): their plans' visits (scheduled, in
 * progress and done, from PAST_DAYS ago to the plans' horizon) and their hired one-time jobs that have a date, as
 * all-day events on the lawn's own dates. A token that is malformed, revoked or a suspended user's is not found.
 */
export async function calendarFeed(token: string, now = new Date()): Promise<string> {
  const user = calendarTokenSchema.safeParse(token).success
    ? await db.user.findFirst({ where: { calendarToken: token, suspendedAt: null }, select: { id: true } })
    : null;
  if (!user) throw new AppError("calendar_not_found", "Calendar not found");
  const from = dateOf(addDays(isoOf(now), -PAST_DAYS));
  const through = dateOf(addDays(isoOf(now), PLAN_RULES.horizonDays));
  const party = { OR: [{ ownerId: user.id }, { providerId: user.id }] };
  const names = { select: { fullName: true } };
  const [visits, jobs] = await Promise.all([
    db.visit.findMany({
      where: {
        status: { in: ["scheduled", "in_progress", "completed"] },
        date: { gte: from, lte: through },
        plan: party,
      },
      select: {
        id: true,
        date: true,
        status: true,
        plan: {
          select: {
            ownerId: true,
            owner: names,
            provider: names,
            job: { select: { id: true, title: true, fullAddress: true } },
          },
        },
      },
      orderBy: [{ date: "asc" }, { id: "asc" }],
    }),
    db.job.findMany({
      where: {
        ...party,
        servicePlan: { is: null },
        status: { in: ["claimed", "in_progress", "completed"] },
        neededBy: { gte: from, lte: through },
      },
      select: {
        id: true,
        title: true,
        fullAddress: true,
        neededBy: true,
        ownerId: true,
        owner: names,
        provider: names,
      },
      orderBy: [{ neededBy: "asc" }, { id: "asc" }],
    }),
  ]);
  const events: EventAttributes[] = [
    ...visits.map((visit) => {
      const side = visit.plan.ownerId === user.id ? "owner" : "provider";
      return {
        uid: `visit-${visit.id}@lawnlink`,
        ...allDay(visit.date),
        title: `Lawn visit: ${visit.plan.job.title}`,
        description: side === "owner" ? `With ${visit.plan.provider.fullName}` : `For ${visit.plan.owner.fullName}`,
        location: visit.plan.job.fullAddress,
        url: jobUrl(visit.plan.job.id, side),
        status: "CONFIRMED" as const,
      };
    }),
    ...jobs.map((job) => {
      const side = job.ownerId === user.id ? "owner" : "provider";
      return {
        uid: `job-${job.id}@lawnlink`,
        ...allDay(job.neededBy!),
        title: `Lawn job: ${job.title}`,
        description:
          side === "owner" ? `With ${job.provider?.fullName ?? "your provider"}` : `For ${job.owner.fullName}`,
        location: job.fullAddress,
        url: jobUrl(job.id, side),
        status: "CONFIRMED" as const,
      };
    }),
  ];
  const { error, value } = createEvents(events, { calName: "LawnLink", productId: "lawnlink/calendar" });
  if (error || value === null) throw error ?? new Error("The calendar could not be written");
  return value;
}
