import "server-only";
import { v7 as uuidv7 } from "uuid";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import type { PlanStatus, RecurrenceFrequency } from "@/lib/generated/prisma/enums";
import { addDays, isoOf, visitDatesAndNext, type RecurrenceRule } from "./recurrence";
import { PLAN_RULES } from "./status";
import { todayIn } from "./zone";

// Plans read and written per statement: a run over every active plan is a few dozen statements.
const BATCH = 1000;

type PlanRow = {
  id: string;
  status: PlanStatus;
  frequency: RecurrenceFrequency;
  startsOn: Date;
  endsOn: Date | null;
  visitCount: number | null;
  weekday: number | null;
  timeZone: string;
  pausedUntil: Date | null;
  providerEndsOn: Date | null;
  generatedThrough: Date | null;
  updatedAt: Date;
};

const latest = (...dates: (string | null)[]) => dates.reduce((a, b) => (b !== null && (a === null || b > a) ? b : a));
const earliest = (...dates: (string | null)[]) => dates.reduce((a, b) => (b !== null && (a === null || b < a) ? b : a));

// A plan with no date left to lay out (ended, or paused until resumed, which starts it again) is not read again.
const NOTHING_DUE = "9999-12-31";

/**
 * The dates a plan still needs laid out, and the date it is then laid out through: from the first date not yet laid
 * out (never before today in the lawn's zone) to HORIZON_DAYS ahead, at most the plan's last date (its own or the
 * provider's notice); a paused plan none before it resumes, none at all while paused without a date. `through` runs
 * on to the eve of the plan's next date after those, so a plan is read again only when a new date enters its horizon.
 */
function datesFor(plan: PlanRow, run: Run): { dates: string[]; through: string } {
  if (plan.status === "paused" && !plan.pausedUntil) return { dates: [], through: NOTHING_DUE };
  const today = run.today(plan.timeZone);
  const last = earliest(plan.endsOn && isoOf(plan.endsOn), plan.providerEndsOn && isoOf(plan.providerEndsOn));
  const through = earliest(addDays(today, PLAN_RULES.horizonDays), last) as string;
  const from = latest(
    today,
    plan.generatedThrough && addDays(isoOf(plan.generatedThrough), 1),
    plan.status === "paused" && plan.pausedUntil ? isoOf(plan.pausedUntil) : null,
  ) as string;
  const rule = {
    frequency: plan.frequency,
    startsOn: isoOf(plan.startsOn),
    endsOn: last,
    visitCount: plan.visitCount,
    weekday: plan.weekday,
  };
  const { dates, next } = run.dates(rule, from, through);
  return { dates, through: next ? addDays(next, -1) : NOTHING_DUE };
}

/**
 * What one run reads once and shares: each zone's today, and the dates of each set of terms over each range (many
 * plans share their terms: the same frequency, first date and weekday), as recurrence rules are the run's main cost.
 */
type Run = {
  today(zone: string): string;
  dates(rule: RecurrenceRule, from: string, to: string): ReturnType<typeof visitDatesAndNext>;
};

function newRun(now: Date): Run {
  const todays = new Map<string, string>();
  const ranges = new Map<string, ReturnType<typeof visitDatesAndNext>>();
  return {
    today(zone) {
      let today = todays.get(zone);
      if (today === undefined) todays.set(zone, (today = todayIn(zone, now)));
      return today;
    },
    dates(rule, from, to) {
      const key = [rule.frequency, rule.startsOn, rule.endsOn, rule.visitCount, rule.weekday, from, to].join("|");
      let found = ranges.get(key);
      if (!found) ranges.set(key, (found = visitDatesAndNext(rule, from, to)));
      return found;
    },
  };
}

/**
 * Lays out the visits of active and paused plans on a rolling horizon (PLAN_RULES.horizonDays ahead, in each lawn's
 * zone), in batches of plans. Safe however many run at once: a visit is inserted with ON CONFLICT DO NOTHING on its
 * plan and date (and original date), and only for a plan unchanged since it was read (its updatedAt, locked in id
 * order, so overlapping runs queue rather than deadlock), so a plan paused or cancelled meanwhile gets no visits from a stale read; the next run reads it afresh.
 * `planIds`: only those plans (a plan just started). Answers how many visits it added.
 */
export async function generateVisits(now: Date = new Date(), { planIds }: { planIds?: string[] } = {}) {
  // No zone is more than a day ahead of UTC: a plan laid out through this date needs nothing today.
  const needed = new Date(`${addDays(isoOf(now), PLAN_RULES.horizonDays + 1)}T00:00:00.000Z`);
  let after = "00000000-0000-0000-0000-000000000000";
  let added = 0;
  const run = newRun(now);
  for (;;) {
    const plans = await db.$queryRaw<PlanRow[]>`
      SELECT "id", "status", "frequency", "startsOn", "endsOn", "visitCount", "weekday", "timeZone", "pausedUntil",
        "providerEndsOn", "generatedThrough", "updatedAt"
      FROM "ServicePlan"
      WHERE "status" IN ('active', 'paused') AND ("generatedThrough" IS NULL OR "generatedThrough" < ${needed}::date)
        AND "id" > ${after}::uuid ${planIds ? Prisma.sql`AND "id" = ANY(${planIds}::uuid[])` : Prisma.empty}
      ORDER BY "id" LIMIT ${BATCH}`;
    if (plans.length === 0) return added;
    after = plans[plans.length - 1].id;
    const visits: { id: string[]; plan: string[]; date: string[] } = { id: [], plan: [], date: [] };
    const laidOut: { plan: string[]; through: string[]; updatedAt: string[] } = {
      plan: [],
      through: [],
      updatedAt: [],
    };
    for (const plan of plans) {
      const due = datesFor(plan, run);
      if (due.dates.length === 0 && plan.generatedThrough && isoOf(plan.generatedThrough) === due.through) continue;
      for (const date of due.dates) {
        // Time-ordered ids, as the schema's own: new visits go to the end of the key's index, not all over it.
        visits.id.push(uuidv7());
        visits.plan.push(plan.id);
        visits.date.push(date);
      }
      laidOut.plan.push(plan.id);
      laidOut.through.push(due.through);
      laidOut.updatedAt.push(plan.updatedAt.toISOString());
    }
    if (laidOut.plan.length === 0) continue;
    const [{ count }] = await db.$queryRaw<{ count: number }[]>`
      WITH unchanged AS (
        SELECT p."id" FROM "ServicePlan" p
        JOIN unnest(${laidOut.plan}::uuid[], ${laidOut.updatedAt}::text[]) AS read ("id", "updatedAt") ON read."id" = p."id"
        WHERE p."status" IN ('active', 'paused') AND p."updatedAt" = read."updatedAt"::timestamp(3)
        ORDER BY p."id"
        FOR UPDATE OF p
      ), added AS (
        INSERT INTO "Visit" ("id", "planId", "date", "originalDate", "updatedAt")
        SELECT v."id", v."planId", v."date", v."date", now()
        FROM unnest(${visits.id}::uuid[], ${visits.plan}::uuid[], ${visits.date}::date[]) AS v ("id", "planId", "date")
        WHERE v."planId" IN (SELECT "id" FROM unchanged)
        ON CONFLICT DO NOTHING
        RETURNING 1
      ), advanced AS (
        UPDATE "ServicePlan" p SET "generatedThrough" = t."through"
        FROM unnest(${laidOut.plan}::uuid[], ${laidOut.through}::date[]) AS t ("id", "through")
        WHERE p."id" = t."id" AND p."id" IN (SELECT "id" FROM unchanged)
      )
      SELECT count(*)::int AS count FROM added`;
    added += count;
  }
}
