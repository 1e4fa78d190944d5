import "server-only";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import type { Prisma, ServicePlan } from "@/lib/generated/prisma/client";
import { jobTransitions } from "@/lib/jobs/status";
import { notify } from "@/lib/notifications/notify";
import { planNotificationOf } from "./events";
import { generateVisits } from "./generate-visits";
import { addDays, dateOf, isoOf } from "./recurrence";
import { PLAN_RULES, planTransitions, type PlanAction } from "./status";
import { todayIn } from "./zone";

type Tx = Prisma.TransactionClient;
export type PlanWithJob = ServicePlan & { job: { title: string } };

/** A plan the user is a party to (either side), or 404: a stranger learns nothing of it. */
export async function planOfParty(planId: string, userId: string, client: Tx | typeof db = db): Promise<PlanWithJob> {
  const plan = await client.servicePlan.findFirst({
    where: { id: planId, OR: [{ ownerId: userId }, { providerId: userId }] },
    include: { job: { select: { title: true } } },
  });
  if (!plan) throw new AppError("plan_not_found", "Plan not found");
  return plan;
}

const ref = (plan: PlanWithJob) => ({ jobId: plan.jobId, title: plan.job.title });

/**
 * One conditional update of a plan by one side: the status rule and the party are its WHERE, so of racing requests
 * one wins; a miss is explained (403 the other side, 409 the status).
 */
async function transitionPlan(
  tx: Tx,
  plan: PlanWithJob,
  action: PlanAction,
  side: "owner" | "provider",
  userId: string,
  data: Prisma.ServicePlanUncheckedUpdateManyInput,
) {
  const party = side === "owner" ? { ownerId: userId } : { providerId: userId };
  if ((side === "owner" ? plan.ownerId : plan.providerId) !== userId)
    throw new AppError(
      side === "owner" ? "not_plan_owner" : "not_plan_provider",
      side === "owner" ? "Only the plan's homeowner can do this" : "Only the plan's provider can do this",
    );
  const rule = planTransitions[action];
  const { count } = await tx.servicePlan.updateMany({
    where: { id: plan.id, ...party, status: { in: [...rule.from] } },
    // Notice keeps the plan as it is (active or paused) until its last date.
    data: action === "giveNotice" ? data : { ...data, status: rule.to },
  });
  if (count !== 1) throw new AppError("plan_wrong_status", `This plan is ${plan.status}: it cannot be changed so`);
}

/** Future scheduled visits of a plan from a date (and before another, when given) are cancelled. */
async function cancelVisitsFrom(tx: Tx, planId: string, from: string, before?: string) {
  await tx.visit.updateMany({
    where: {
      planId,
      status: "scheduled",
      date: { gte: dateOf(from), ...(before ? { lt: dateOf(before) } : {}) },
    },
    data: { status: "cancelled" },
  });
}

/**
 * The homeowner pauses a plan (a vacation): until a date after today (the first date visits resume), or until they
 * resume it. The scheduled visits of the pause are removed (none has happened), so a resume lays them out again.
 */
export async function pausePlan({
  planId,
  ownerId,
  until,
  now = new Date(),
}: {
  planId: string;
  ownerId: string;
  until?: string;
  now?: Date;
}) {
  const plan = await planOfParty(planId, ownerId);
  const today = todayIn(plan.timeZone, now);
  if (until !== undefined && until <= today)
    throw new AppError("pause_date_invalid", "A pause lasts until a date after today");
  await db.$transaction(async (tx) => {
    await transitionPlan(tx, plan, "pause", "owner", ownerId, { pausedUntil: until ? dateOf(until) : null });
    await tx.visit.deleteMany({
      where: {
        planId,
        status: "scheduled",
        date: { gt: dateOf(today), ...(until ? { lt: dateOf(until) } : {}) },
      },
    });
    await notify(tx, [planNotificationOf.paused(ref(plan), plan.providerId, until ?? null)]);
  });
}

/** The homeowner resumes a paused plan: its visits are laid out again from today. */
export async function resumePlan({
  planId,
  ownerId,
  now = new Date(),
}: {
  planId: string;
  ownerId: string;
  now?: Date;
}) {
  const plan = await planOfParty(planId, ownerId);
  await db.$transaction(async (tx) => {
    await transitionPlan(tx, plan, "resume", "owner", ownerId, { pausedUntil: null, generatedThrough: null });
    await notify(tx, [planNotificationOf.resumed(ref(plan), plan.providerId)]);
  });
  await generateVisits(now, { planIds: [planId] });
}

/** The plan's job is over with it: completed, so both sides may review. */
export async function endJob(tx: Tx, jobId: string, now: Date) {
  await tx.job.updateMany({
    where: { id: jobId, status: { in: [...jobTransitions.endPlan.from] } },
    data: { status: jobTransitions.endPlan.to, completedAt: now },
  });
}

/** The homeowner cancels a plan: completed visits stay, future ones are cancelled. */
export async function cancelPlan({
  planId,
  ownerId,
  now = new Date(),
}: {
  planId: string;
  ownerId: string;
  now?: Date;
}) {
  const plan = await planOfParty(planId, ownerId);
  await db.$transaction(async (tx) => {
    await transitionPlan(tx, plan, "cancel", "owner", ownerId, { cancelledAt: now, pausedUntil: null });
    await cancelVisitsFrom(tx, planId, todayIn(plan.timeZone, now));
    await endJob(tx, plan.jobId, now);
    await notify(tx, [planNotificationOf.cancelled(ref(plan), plan.providerId)]);
  });
}

/**
 * The provider ends a plan with notice: their last date of service at least PROVIDER_NOTICE_DAYS ahead (by default
 * exactly that). Visits after it are cancelled; the plan ends once it has passed (lib/plans/sweep-plans.ts).
 */
export async function endPlanWithNotice({
  planId,
  providerId,
  lastVisitOn,
  now = new Date(),
}: {
  planId: string;
  providerId: string;
  lastVisitOn?: string;
  now?: Date;
}) {
  const plan = await planOfParty(planId, providerId);
  const earliest = addDays(todayIn(plan.timeZone, now), PLAN_RULES.providerNoticeDays);
  const last = lastVisitOn ?? earliest;
  if (last < earliest)
    throw new AppError(
      "plan_notice_too_short",
      `A plan ends with at least ${PLAN_RULES.providerNoticeDays} days' notice: the last visit can be ${earliest} at the earliest`,
    );
  await db.$transaction(async (tx) => {
    await transitionPlan(tx, plan, "giveNotice", "provider", providerId, { providerEndsOn: dateOf(last) });
    await cancelVisitsFrom(tx, planId, addDays(last, 1));
    await notify(tx, [planNotificationOf.ending(ref(plan), plan.ownerId, last)]);
  });
  return isoOf(dateOf(last));
}
