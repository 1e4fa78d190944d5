import type { PlanStatus, VisitStatus } from "@/lib/generated/prisma/enums";
import { addDays } from "./dates";

type Transition<S extends string> = { from: readonly S[]; to: S };

// Every plan and visit status change. Domain code puts `from` in its WHERE clause (with the party), so the rule and
// the race check are one conditional update; buttons ask canPlan / canVisit.
export const planTransitions = {
  // The homeowner's: a vacation (until a date or until resumed), back on, or the end of the plan.
  pause: { from: ["active"], to: "paused" },
  resume: { from: ["paused"], to: "active" },
  cancel: { from: ["active", "paused"], to: "cancelled" },
  // The provider's notice keeps the plan running, active or paused, to their last date (providerNoticeDays ahead):
  // its `to` is not applied (lib/plans/plan-actions.ts).
  giveNotice: { from: ["active", "paused"], to: "active" },
  // A plan past its last date (its own end, or the provider's notice) ends (lib/plans/sweep-plans.ts).
  finish: { from: ["active", "paused"], to: "ended" },
} as const satisfies Record<string, Transition<PlanStatus>>;

export const visitTransitions = {
  // The provider's, on or after the visit's date for completing (lib/plans/visit-actions.ts).
  start: { from: ["scheduled"], to: "in_progress" },
  complete: { from: ["in_progress"], to: "completed" },
  // The homeowner's, at least SKIP_NOTICE_HOURS before the visit's day begins in the lawn's zone.
  skip: { from: ["scheduled"], to: "skipped" },
  // Either side's, to a date within RESCHEDULE_WINDOW_DAYS of the original; the other side may move it back.
  reschedule: { from: ["scheduled"], to: "scheduled" },
  declineReschedule: { from: ["scheduled"], to: "scheduled" },
  // Future visits of a plan cancelled, paused or ended by notice.
  cancel: { from: ["scheduled"], to: "cancelled" },
  // Not completed within MISSED_AFTER_DAYS of its date (lib/plans/sweep-plans.ts).
  miss: { from: ["scheduled", "in_progress"], to: "missed" },
} as const satisfies Record<string, Transition<VisitStatus>>;

export type PlanAction = keyof typeof planTransitions;
export type VisitAction = keyof typeof visitTransitions;

export function canPlan(action: PlanAction, status: PlanStatus): boolean {
  return (planTransitions[action].from as readonly PlanStatus[]).includes(status);
}

export function canVisit(action: VisitAction, status: VisitStatus): boolean {
  return (visitTransitions[action].from as readonly VisitStatus[]).includes(status);
}

/** The rules' numbers, shared by the API and the screens. */
export const PLAN_RULES = {
  horizonDays: 56,
  skipNoticeHours: 24,
  rescheduleWindowDays: 3,
  missedAfterDays: 2,
  // A visit completed on its date or up to this many days after counts as on time in the provider's standing.
  onTimeDays: 1,
  providerNoticeDays: 7,
  reminderHour: 18,
} as const;

/** Whether a visit completed on `completedOn` (a date in the lawn's zone) is on time for the provider's standing. */
export const completedOnTime = (visitDate: string, completedOn: string) =>
  completedOn <= addDays(visitDate, PLAN_RULES.onTimeDays);
