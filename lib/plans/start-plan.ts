import "server-only";
import { v7 as uuidv7 } from "uuid";
import { Prisma, type Job } from "@/lib/generated/prisma/client";
import { jobRecurrenceRule } from "./job-recurrence";
import { dateOf, lastVisitOn } from "./recurrence";
import { timeZoneAt } from "./zone";

/** A new plan's row, from its recurring job as hired. */
export type PlanStart = {
  id: string;
  jobId: string;
  ownerId: string;
  providerId: string;
  frequency: NonNullable<Job["recurrenceFrequency"]>;
  startsOn: Date;
  endsOn: Date | null;
  visitCount: number | null;
  weekday: number | null;
  pricePerVisit: Prisma.Decimal;
  timeZone: string;
};

/**
 * The plan a hire of the job starts (null: a one-time job): the job's terms, the agreed price per visit, the lawn's
 * zone from its coordinates, and its last date (the end date, or the date of its last visit when it asked for a
 * number of visits).
 */
export function planStartFor(
  job: Pick<
    Job,
    | "id"
    | "ownerId"
    | "latitude"
    | "longitude"
    | "recurrenceFrequency"
    | "recurrenceStartsOn"
    | "recurrenceEndsOn"
    | "recurrenceVisitCount"
    | "recurrenceWeekday"
  >,
  providerId: string,
  pricePerVisit: Prisma.Decimal,
): PlanStart | null {
  const rule = jobRecurrenceRule(job);
  if (!rule) return null;
  const last = lastVisitOn(rule);
  return {
    id: uuidv7(),
    jobId: job.id,
    ownerId: job.ownerId,
    providerId,
    frequency: rule.frequency,
    startsOn: dateOf(rule.startsOn),
    endsOn: last ? dateOf(last) : null,
    visitCount: job.recurrenceVisitCount,
    weekday: job.recurrenceWeekday,
    pricePerVisit,
    timeZone: timeZoneAt(job.latitude, job.longitude),
  };
}

/** The INSERT of a plan; with `onlyIf` (a relation of the same WITH), only when it has a row. */
export function startPlanSql(plan: PlanStart, onlyIf?: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`
    INSERT INTO "ServicePlan" ("id", "jobId", "ownerId", "providerId", "frequency", "startsOn", "endsOn", "visitCount",
      "weekday", "pricePerVisit", "timeZone", "updatedAt")
    SELECT ${plan.id}::uuid, ${plan.jobId}::uuid, ${plan.ownerId}::uuid, ${plan.providerId}::uuid,
      ${plan.frequency}::"RecurrenceFrequency", ${plan.startsOn}::date, ${plan.endsOn}::date, ${plan.visitCount}::int,
      ${plan.weekday}::int, ${plan.pricePerVisit}::numeric, ${plan.timeZone}, now()
    ${onlyIf ? Prisma.sql`WHERE EXISTS (SELECT FROM ${onlyIf})` : Prisma.empty}`;
}

/** Starts the plan on the hire's transaction. */
export async function startPlan(tx: Prisma.TransactionClient, plan: PlanStart) {
  await tx.$executeRaw`${startPlanSql(plan)}`;
}
