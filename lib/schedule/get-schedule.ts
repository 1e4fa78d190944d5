import "server-only";
import { db } from "@/lib/db/client";
import { addDays, dateOf, isoOf, weekdayOf } from "@/lib/plans/recurrence";
import { timeZoneAt, todayIn } from "@/lib/plans/zone";
import type { ScheduleDto, ScheduleStopDto } from "./dto";
import { drivingOrder } from "./driving-order";
import type { ScheduleQuery } from "./schemas";

/** Two weeks: this one and the next, from Monday. */
const DEFAULT_DAYS = 14;
const round = (miles: number) => Math.round(miles * 10) / 10;

type Stop = Omit<ScheduleStopDto, "leg_miles"> & { date: string };

/**
 * A provider's work by day (the Schedule tab): their plans' visits (scheduled, in progress or done) and their hired
 * one-time jobs with a date, each day's stops in a suggested driving order from their default address
 * (drivingOrder). Only the caller's own work: every read is by their provider id. Without a range, this week and
 * next from Monday, in the zone of their base.
 */
export async function getSchedule(providerId: string, range: ScheduleQuery, now = new Date()): Promise<ScheduleDto> {
  const base = await db.address.findFirst({
    where: { userId: providerId, isDefault: true },
    select: { label: true, latitude: true, longitude: true },
  });
  const today = todayIn(timeZoneAt(base?.latitude ?? null, base?.longitude ?? null), now);
  const monday = addDays(today, -((weekdayOf(today) + 6) % 7));
  const from = range.from ?? monday;
  const to = range.to ?? addDays(range.from ?? monday, DEFAULT_DAYS - 1);
  const dates = { gte: dateOf(from), lte: dateOf(to) };
  const place = { title: true, fullAddress: true, latitude: true, longitude: true } as const;
  const [visits, jobs] = await Promise.all([
    db.visit.findMany({
      where: { date: dates, status: { in: ["scheduled", "in_progress", "completed"] }, plan: { providerId } },
      select: {
        id: true,
        date: true,
        status: true,
        planId: true,
        plan: { select: { jobId: true, job: { select: place } } },
      },
      orderBy: [{ date: "asc" }, { id: "asc" }],
    }),
    db.job.findMany({
      where: {
        providerId,
        servicePlan: { is: null },
        status: { in: ["claimed", "in_progress", "completed"] },
        neededBy: dates,
      },
      select: { id: true, neededBy: true, status: true, ...place },
      orderBy: [{ neededBy: "asc" }, { id: "asc" }],
    }),
  ]);
  const stops: Stop[] = [
    ...visits.map((visit) => ({
      kind: "visit" as const,
      id: visit.id,
      job_id: visit.plan.jobId,
      plan_id: visit.planId,
      title: visit.plan.job.title,
      address: visit.plan.job.fullAddress,
      latitude: visit.plan.job.latitude,
      longitude: visit.plan.job.longitude,
      status: visit.status,
      date: isoOf(visit.date),
    })),
    ...jobs.map((job) => ({
      kind: "job" as const,
      id: job.id,
      job_id: job.id,
      plan_id: null,
      title: job.title,
      address: job.fullAddress,
      latitude: job.latitude,
      longitude: job.longitude,
      status: job.status,
      date: isoOf(job.neededBy!),
    })),
  ];
  const start = base?.latitude != null && base.longitude != null ? base : null;
  const days: ScheduleDto["days"] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const { legs, totalMiles } = drivingOrder(
      stops.filter((stop) => stop.date === date),
      start && { latitude: start.latitude!, longitude: start.longitude! },
    );
    days.push({
      date,
      total_miles: round(totalMiles),
      stops: legs.map(({ stop: { date: _date, ...stop }, legMiles }) => ({
        ...stop,
        leg_miles: legMiles === null ? null : round(legMiles),
      })),
    });
  }
  return {
    from,
    to,
    base: start ? { label: start.label, latitude: start.latitude!, longitude: start.longitude! } : null,
    days,
  };
}
