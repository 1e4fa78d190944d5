import "server-only";
import { db } from "@/lib/db/client";
import { notify, type NotificationInput } from "@/lib/notifications/notify";
import { planNotificationOf } from "./events";
import { endJob } from "./plan-actions";
import { addDays, dateOf, isoOf } from "./recurrence";
import { PLAN_RULES, planTransitions, visitTransitions } from "./status";
import { instantIn, startOfDayIn, todayIn } from "./zone";

const planInclude = { plan: { include: { job: { select: { title: true } } } } } as const;

/**
 * The day before each scheduled visit, at REMINDER_HOUR in the lawn's zone, both sides are reminded, once: the visit
 * is marked reminded in the transaction that writes the notifications, on condition it was not yet, so however many
 * runs overlap one reminds. A reminder not sent before the visit's day began is not sent.
 */
export async function remindVisits(now: Date = new Date()) {
  const today = isoOf(now);
  // Every zone's tomorrow is within a day of UTC's.
  const candidates = await db.visit.findMany({
    where: {
      status: "scheduled",
      remindedAt: null,
      date: { gte: dateOf(addDays(today, -1)), lte: dateOf(addDays(today, 2)) },
    },
    include: planInclude,
  });
  const due = candidates.filter((visit) => {
    const date = isoOf(visit.date);
    const at = instantIn(visit.plan.timeZone, addDays(date, -1), PLAN_RULES.reminderHour);
    return at <= now && now < startOfDayIn(visit.plan.timeZone, date);
  });
  if (due.length === 0) return 0;
  return db.$transaction(async (tx) => {
    const claimed = await tx.visit.updateManyAndReturn({
      where: { id: { in: due.map((visit) => visit.id) }, remindedAt: null, status: "scheduled" },
      data: { remindedAt: now },
      select: { id: true },
    });
    const ids = new Set(claimed.map((visit) => visit.id));
    const notifications: NotificationInput[] = due
      .filter((visit) => ids.has(visit.id))
      .flatMap((visit) => {
        const ref = { jobId: visit.plan.jobId, title: visit.plan.job.title };
        const date = isoOf(visit.date);
        return [visit.plan.ownerId, visit.plan.providerId].map((userId) =>
          planNotificationOf.reminder(ref, userId, date),
        );
      });
    await notify(tx, notifications);
    return ids.size;
  });
}

/**
 * Visits not completed within MISSED_AFTER_DAYS of their date in the lawn's zone are missed: both sides are told, and
 * it counts against the provider (their visitsMissed).
 */
export async function markMissedVisits(now: Date = new Date()) {
  // A lawn's today is at most a day behind UTC's: only visits this old can be missed anywhere.
  const candidates = await db.visit.findMany({
    where: {
      status: { in: [...visitTransitions.miss.from] },
      date: { lt: dateOf(addDays(isoOf(now), -PLAN_RULES.missedAfterDays)) },
    },
    include: planInclude,
  });
  const due = candidates.filter(
    (visit) => addDays(isoOf(visit.date), PLAN_RULES.missedAfterDays) < todayIn(visit.plan.timeZone, now),
  );
  if (due.length === 0) return 0;
  return db.$transaction(async (tx) => {
    const missed = await tx.visit.updateManyAndReturn({
      where: { id: { in: due.map((visit) => visit.id) }, status: { in: [...visitTransitions.miss.from] } },
      data: { status: visitTransitions.miss.to },
      select: { id: true },
    });
    const ids = new Set(missed.map((visit) => visit.id));
    const visits = due.filter((visit) => ids.has(visit.id));
    for (const visit of visits)
      await tx.user.update({ where: { id: visit.plan.providerId }, data: { visitsMissed: { increment: 1 } } });
    await notify(
      tx,
      visits.flatMap((visit) => {
        const ref = { jobId: visit.plan.jobId, title: visit.plan.job.title };
        return [visit.plan.ownerId, visit.plan.providerId].map((userId) =>
          planNotificationOf.missed(ref, userId, isoOf(visit.date)),
        );
      }),
    );
    return visits.length;
  });
}

/**
 * Plans past their last date (their own end, or the provider's notice) end, and their jobs complete; paused plans
 * whose pause has run out are active again.
 */
export async function settlePlans(now: Date = new Date()) {
  const plans = await db.servicePlan.findMany({
    where: {
      status: { in: [...planTransitions.finish.from] },
      OR: [{ endsOn: { not: null } }, { providerEndsOn: { not: null } }, { pausedUntil: { not: null } }],
    },
    select: {
      id: true,
      jobId: true,
      status: true,
      timeZone: true,
      endsOn: true,
      providerEndsOn: true,
      pausedUntil: true,
    },
  });
  let changed = 0;
  for (const plan of plans) {
    const today = todayIn(plan.timeZone, now);
    const last = [plan.endsOn, plan.providerEndsOn]
      .filter((d): d is Date => d !== null)
      .map(isoOf)
      .sort()[0];
    if (last !== undefined && last < today) {
      await db.$transaction(async (tx) => {
        const { count } = await tx.servicePlan.updateMany({
          where: { id: plan.id, status: { in: [...planTransitions.finish.from] } },
          data: { status: planTransitions.finish.to, endedAt: now, pausedUntil: null },
        });
        if (count === 1) await endJob(tx, plan.jobId, now);
        changed += count;
      });
    } else if (plan.status === "paused" && plan.pausedUntil && isoOf(plan.pausedUntil) <= today) {
      const { count } = await db.servicePlan.updateMany({
        where: { id: plan.id, status: { in: [...planTransitions.resume.from] }, pausedUntil: plan.pausedUntil },
        data: { status: planTransitions.resume.to, pausedUntil: null },
      });
      changed += count;
    }
  }
  return changed;
}

/** The plans' frequent work: reminders, missed visits, plans that end or resume. */
export async function sweepPlans(now: Date = new Date()) {
  await settlePlans(now);
  await markMissedVisits(now);
  await remindVisits(now);
}
