import "server-only";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { Prisma, type ServicePlan, type Visit } from "@/lib/generated/prisma/client";
import { checkPhotos } from "@/lib/jobs/check-photos";
import { notify } from "@/lib/notifications/notify";
import { openPayment } from "@/lib/payments/open-payment";
import { planNotificationOf } from "./events";
import { addDays, dateOf, isoOf } from "./recurrence";
import { canVisit, completedOnTime, PLAN_RULES, visitTransitions, type VisitAction } from "./status";
import { startOfDayIn, todayIn } from "./zone";

type VisitWithPlan = Visit & { plan: ServicePlan & { job: { title: string } } };
type Side = "owner" | "provider";

/** A visit of a plan the user is a party to, with its plan, or 404. */
export async function visitOfParty(visitId: string, userId: string): Promise<VisitWithPlan> {
  const visit = await db.visit.findFirst({
    where: { id: visitId, plan: { OR: [{ ownerId: userId }, { providerId: userId }] } },
    include: { plan: { include: { job: { select: { title: true } } } } },
  });
  if (!visit) throw new AppError("visit_not_found", "Visit not found");
  return visit;
}

const ref = (visit: VisitWithPlan) => ({ jobId: visit.plan.jobId, title: visit.plan.job.title });
const sideOf = (visit: VisitWithPlan, userId: string): Side => (visit.plan.ownerId === userId ? "owner" : "provider");
const otherSide = (visit: VisitWithPlan, userId: string) =>
  visit.plan.ownerId === userId ? visit.plan.providerId : visit.plan.ownerId;

/** The side and the status first: a step the visit's state forbids is refused as such before any date rule. */
function requireSide(visit: VisitWithPlan, userId: string, side: Side | "either", action: VisitAction) {
  if (side !== "either" && sideOf(visit, userId) !== side)
    throw side === "owner"
      ? new AppError("not_plan_owner", "Only the plan's homeowner can do this")
      : new AppError("not_plan_provider", "Only the plan's provider can do this");
  if (!canVisit(action, visit.status))
    throw new AppError(
      "visit_wrong_status",
      `This visit is ${visit.status.replace("_", " ")}: it cannot be changed so`,
    );
}

/**
 * One conditional update of a visit: the status rule, the visit as it was read (its updatedAt) and an active plan are
 * its WHERE, so of racing requests exactly one wins; the loser is told the visit changed.
 */
async function transitionVisit(
  tx: Prisma.TransactionClient,
  visit: VisitWithPlan,
  action: VisitAction,
  data: Prisma.VisitUncheckedUpdateManyInput,
): Promise<Visit> {
  const rule = visitTransitions[action];
  if (!(rule.from as readonly string[]).includes(visit.status))
    throw new AppError(
      "visit_wrong_status",
      `This visit is ${visit.status.replace("_", " ")}: it cannot be changed so`,
    );
  if (visit.plan.status !== "active")
    throw new AppError("plan_wrong_status", `This plan is ${visit.plan.status}: its visits cannot be changed`);
  try {
    const [updated] = await tx.visit.updateManyAndReturn({
      where: {
        id: visit.id,
        updatedAt: visit.updatedAt,
        status: { in: [...rule.from] },
        plan: { status: "active" },
      },
      data: { ...data, status: rule.to },
    });
    if (!updated) throw new AppError("visit_wrong_status", "This visit changed meanwhile: look again");
    return updated;
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")
      throw new AppError("reschedule_date_taken", "The plan has another visit on that date");
    throw error;
  }
}

type VisitStep = { visitId: string; userId: string; now?: Date };

/** The provider starts a visit, on or after its date in the lawn's zone. */
export async function startVisit({ visitId, userId, now = new Date() }: VisitStep) {
  const visit = await visitOfParty(visitId, userId);
  requireSide(visit, userId, "provider", "start");
  if (isoOf(visit.date) > todayIn(visit.plan.timeZone, now))
    throw new AppError("visit_not_due", "This visit is not due yet: start it on its date");
  return db.$transaction(async (tx) => {
    const updated = await transitionVisit(tx, visit, "start", { startedAt: now });
    await notify(tx, [planNotificationOf.started(ref(visit), visit.plan.ownerId)]);
    return { visit: updated, plan: visit.plan };
  });
}

/**
 * The provider completes a started visit, not before its date, with after-service photos (their own uploads); it
 * counts in their standing, on time or not, and its payment opens.
 */
export async function completeVisit({
  visitId,
  userId,
  photos = [],
  now = new Date(),
}: VisitStep & { photos?: string[] }) {
  const visit = await visitOfParty(visitId, userId);
  requireSide(visit, userId, "provider", "complete");
  const today = todayIn(visit.plan.timeZone, now);
  if (isoOf(visit.date) > today)
    throw new AppError("visit_not_due", "This visit is not due yet: complete it on or after its date");
  const checked = await checkPhotos(db, userId, photos);
  return db.$transaction(async (tx) => {
    const updated = await transitionVisit(tx, visit, "complete", { completedAt: now, ...checked });
    const onTime = completedOnTime(isoOf(visit.date), today);
    await tx.user.update({
      where: { id: visit.plan.providerId },
      data: { visitsCompleted: { increment: 1 }, visitsOnTime: { increment: onTime ? 1 : 0 } },
    });
    const { plan } = visit;
    const payment = await openPayment(tx, {
      subject: { visitId },
      ownerId: plan.ownerId,
      providerId: plan.providerId,
      price: plan.pricePerVisit,
      completedAt: now,
    });
    await notify(tx, [planNotificationOf.completed(ref(visit), plan.ownerId, isoOf(visit.date))]);
    return { visit: { ...updated, payment }, plan };
  });
}

/** The homeowner skips a visit, at least SKIP_NOTICE_HOURS before its day begins in the lawn's zone. */
export async function skipVisit({ visitId, userId, now = new Date() }: VisitStep) {
  const visit = await visitOfParty(visitId, userId);
  requireSide(visit, userId, "owner", "skip");
  const deadline =
    startOfDayIn(visit.plan.timeZone, isoOf(visit.date)).getTime() - PLAN_RULES.skipNoticeHours * 3_600_000;
  if (now.getTime() > deadline)
    throw new AppError(
      "skip_too_late",
      `A visit can be skipped until ${PLAN_RULES.skipNoticeHours} hours before its day`,
    );
  return db.$transaction(async (tx) => {
    const updated = await transitionVisit(tx, visit, "skip", {});
    await notify(tx, [planNotificationOf.skipped(ref(visit), visit.plan.providerId, isoOf(visit.date))]);
    return { visit: updated, plan: visit.plan };
  });
}

/**
 * Either side moves a visit to a date within RESCHEDULE_WINDOW_DAYS of its original date, not before today in the
 * lawn's zone. The other side is told and may decline (declineReschedule), which moves it back.
 */
export async function rescheduleVisit({ visitId, userId, date, now = new Date() }: VisitStep & { date: string }) {
  const visit = await visitOfParty(visitId, userId);
  requireSide(visit, userId, "either", "reschedule");
  const original = isoOf(visit.originalDate);
  const window = PLAN_RULES.rescheduleWindowDays;
  if (date < addDays(original, -window) || date > addDays(original, window) || date < todayIn(visit.plan.timeZone, now))
    throw new AppError(
      "reschedule_out_of_window",
      `A visit moves to a date within ${window} days of ${original}, from today on`,
    );
  return db.$transaction(async (tx) => {
    const updated = await transitionVisit(tx, visit, "reschedule", { date: dateOf(date), rescheduledById: userId });
    await notify(tx, [planNotificationOf.rescheduled(ref(visit), otherSide(visit, userId), isoOf(visit.date), date)]);
    return { visit: updated, plan: visit.plan };
  });
}

/** The side that did not move a visit declines the move: it is back on its original date. */
export async function declineReschedule({ visitId, userId }: VisitStep) {
  const visit = await visitOfParty(visitId, userId);
  requireSide(visit, userId, "either", "declineReschedule");
  if (!visit.rescheduledById || visit.rescheduledById === userId)
    throw new AppError("reschedule_not_declinable", "Only a move made by the other side can be declined");
  return db.$transaction(async (tx) => {
    const updated = await transitionVisit(tx, visit, "declineReschedule", {
      date: visit.originalDate,
      rescheduledById: null,
    });
    await notify(tx, [
      planNotificationOf.rescheduleDeclined(ref(visit), visit.rescheduledById as string, isoOf(visit.originalDate)),
    ]);
    return { visit: updated, plan: visit.plan };
  });
}
