import "server-only";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { dateOf, isoOf, addDays } from "./recurrence";
import { paymentSelect } from "@/lib/payments/dto";
import { planInclude, toPlanDto, toVisitDto } from "./dto";
import { planOfParty } from "./plan-actions";

/** The caller's plans on either side, newest first, each with its next scheduled visit. */
export async function listPlans(userId: string, now: Date = new Date(), planId?: string) {
  const plans = await db.servicePlan.findMany({
    where: { OR: [{ ownerId: userId }, { providerId: userId }], ...(planId ? { id: planId } : {}) },
    include: {
      ...planInclude,
      // From yesterday in UTC: no lawn's today is earlier.
      visits: {
        where: { status: "scheduled", date: { gte: dateOf(addDays(isoOf(now), -1)) } },
        orderBy: { date: "asc" },
        take: 1,
        select: { date: true },
      },
    },
    orderBy: { createdAt: "desc" },
  });
  return plans.map((plan) => toPlanDto(plan, userId, plan.visits[0]?.date ?? null));
}

/** One plan of the caller's, or 404. */
export async function getPlan(planId: string, userId: string, now: Date = new Date()) {
  const [plan] = await listPlans(userId, now, planId);
  if (!plan) throw new AppError("plan_not_found", "Plan not found");
  return plan;
}

/** A plan's visits (parties only; 404 otherwise) from and to dates, both included, in date order. */
export async function listVisits(planId: string, userId: string, range: { from?: string; to?: string }) {
  const plan = await planOfParty(planId, userId);
  const visits = await db.visit.findMany({
    where: {
      planId,
      date: { ...(range.from ? { gte: dateOf(range.from) } : {}), ...(range.to ? { lte: dateOf(range.to) } : {}) },
    },
    orderBy: { date: "asc" },
    include: { payment: { select: paymentSelect } },
  });
  return visits.map((visit) => toVisitDto(visit, plan));
}
