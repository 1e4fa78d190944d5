import type { NotificationInput } from "@/lib/notifications/notify";
import { dateOf } from "./recurrence";

// What each plan and visit event says, and to whom. Notifications point at the plan's job.
type PlanRef = { jobId: string; title: string };

const quoted = (plan: PlanRef) => `“${plan.title}”`;
const day = (iso: string) =>
  dateOf(iso).toLocaleDateString("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" });
const of = (plan: PlanRef, userId: string, type: NotificationInput["type"], title: string, body: string) => ({
  userId,
  type,
  jobId: plan.jobId,
  title,
  body,
});

export const planNotificationOf = {
  paused: (plan: PlanRef, providerId: string, until: string | null) =>
    of(
      plan,
      providerId,
      "plan_paused",
      "A plan was paused",
      `The homeowner paused ${quoted(plan)}${until ? ` until ${day(until)}` : ""}.`,
    ),
  resumed: (plan: PlanRef, providerId: string) =>
    of(plan, providerId, "plan_resumed", "A plan was resumed", `The homeowner resumed ${quoted(plan)}.`),
  cancelled: (plan: PlanRef, providerId: string) =>
    of(plan, providerId, "plan_cancelled", "A plan was cancelled", `The homeowner cancelled ${quoted(plan)}.`),
  ending: (plan: PlanRef, ownerId: string, lastVisitOn: string) =>
    of(
      plan,
      ownerId,
      "plan_ending",
      "Your provider is ending a plan",
      `Your provider gave notice on ${quoted(plan)}: the last visit is on or before ${day(lastVisitOn)}.`,
    ),
  reminder: (plan: PlanRef, userId: string, date: string) =>
    of(plan, userId, "visit_reminder", "Visit tomorrow", `${quoted(plan)} has a visit tomorrow, ${day(date)}.`),
  skipped: (plan: PlanRef, providerId: string, date: string) =>
    of(
      plan,
      providerId,
      "visit_skipped",
      "A visit was skipped",
      `The visit of ${quoted(plan)} on ${day(date)} is skipped.`,
    ),
  rescheduled: (plan: PlanRef, userId: string, from: string, to: string) =>
    of(
      plan,
      userId,
      "visit_rescheduled",
      "A visit was moved",
      `The visit of ${quoted(plan)} on ${day(from)} moved to ${day(to)}. You can decline the change.`,
    ),
  rescheduleDeclined: (plan: PlanRef, userId: string, date: string) =>
    of(
      plan,
      userId,
      "visit_reschedule_declined",
      "A visit's move was declined",
      `The visit of ${quoted(plan)} is back on ${day(date)}.`,
    ),
  started: (plan: PlanRef, ownerId: string) =>
    of(plan, ownerId, "visit_started", "Your provider is on the way", `A visit of ${quoted(plan)} has started.`),
  completed: (plan: PlanRef, ownerId: string, date: string) =>
    of(plan, ownerId, "visit_completed", "Visit done", `The visit of ${quoted(plan)} on ${day(date)} is completed.`),
  missed: (plan: PlanRef, userId: string, date: string) =>
    of(
      plan,
      userId,
      "visit_missed",
      "A visit was missed",
      `The visit of ${quoted(plan)} on ${day(date)} was not completed.`,
    ),
} satisfies Record<string, (...args: never[]) => NotificationInput>;
