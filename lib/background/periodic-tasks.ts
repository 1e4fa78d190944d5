import "server-only";
import { foldJobCountDeltas } from "@/lib/jobs/job-counts";
import { lapseStaleClaims } from "@/lib/jobs/lapse-stale-claims";
import { lapseRequests } from "@/lib/jobs/answer-request";
import { runBidDeadlines } from "@/lib/jobs/close-bidding";
import { publishDueReviews } from "@/lib/reviews/publish-reviews";
import { sweepOwedNearbyFanOuts } from "@/lib/notifications/notify-providers-nearby";
import { outboxTask } from "@/lib/outbox/outbox-task";
import { sweepRateLimits } from "@/lib/rate-limits/take-rate-limit";
import { sweepExpiredSessions } from "@/lib/auth/sessions";
import { generateVisits } from "@/lib/plans/generate-visits";
import { sweepPlans } from "@/lib/plans/sweep-plans";
import { confirmLapsedPayments } from "@/lib/payments/confirm-lapsed";
import { chargeDuePayments } from "@/lib/stripe/charge-payment";

/**
 * Work the server does on a clock, whether or not anyone is looking (claims that lapse, reviews whose window
 * ends, outgoing mail). Every task must be safe to run on several app instances at once: each change it makes is
 * a conditional update (or a queue claim) with exactly one winner, so instances need not coordinate.
 */
export type PeriodicTask = {
  name: string;
  everyMs: number;
  /** `tick`: on PostgreSQL, the cron tick (lib/background/cron.ts) this run is for. */
  run: (now: Date, tick?: Date) => Promise<unknown>;
};

/** The tasks, in one list; each domain adds its own entry. */
export const periodicTasks: PeriodicTask[] = [
  // Claims not started in time lapse within a minute of their deadline (start and complete refuse them at once).
  { name: "lapse-stale-claims", everyMs: 60_000, run: lapseStaleClaims },
  // Direct requests unanswered for 48 hours lapse, and their owners hear of it (lib/jobs/answer-request.ts).
  { name: "lapse-requests", everyMs: 60_000, run: lapseRequests },
  // Bid deadlines: postings whose bidding closed are awarded or ranked for their owner; unawarded ones expire.
  { name: "bid-deadlines", everyMs: 60_000, run: runBidDeadlines },
  // The listings' job counts: every job write appends a change; folding keeps a total's sum to a few rows.
  { name: "fold-job-counts", everyMs: 10_000, run: foldJobCountDeltas },
  // Reviews whose 14-day window has ended are published, double-blind or not.
  { name: "publish-due-reviews", everyMs: 60_000, run: publishDueReviews },
  // "New job near you" notifications a posting's after-response step did not write within its grace period.
  { name: "nearby-fan-out", everyMs: 15_000, run: (now) => sweepOwedNearbyFanOuts(now) },
  // Outgoing email and SMS: the outbox (lib/outbox/outbox-task.ts).
  outboxTask,
  // Rate-limit counters of ended windows (lib/rate-limits/): keeps the table to the live ones.
  { name: "sweep-rate-limits", everyMs: 10 * 60_000, run: sweepRateLimits },
  // Service plans' visits laid out on their rolling horizon (lib/plans/generate-visits.ts): a day's new dates.
  { name: "generate-visits", everyMs: 60 * 60_000, run: (now) => generateVisits(now) },
  // Visit reminders at 6 pm the day before, missed visits, plans that end or resume (lib/plans/sweep-plans.ts).
  { name: "sweep-plans", everyMs: 5 * 60_000, run: sweepPlans },
  // Completed work whose homeowner neither confirmed nor disputed within the window is confirmed (lib/payments).
  { name: "confirm-payments", everyMs: 60_000, run: confirmLapsedPayments },
  // Card payments confirmed but not charged (an attempt whose answer was lost): charged under the attempt's key.
  { name: "charge-card-payments", everyMs: 60_000, run: chargeDuePayments },
  // Sessions past their 30 days (lib/auth/sessions.ts).
  { name: "sweep-expired-sessions", everyMs: 60 * 60_000, run: sweepExpiredSessions },
];

/**
 * The tasks a server process runs, from PERIODIC_TASKS: every one when unset (or "1"), none for "0", else those named
 * in a comma-separated list (the bench keeps only fold-job-counts). An unknown name is refused: a typo would
 * otherwise silently stop a task.
 */
export function periodicTasksFor(setting: string | undefined): PeriodicTask[] {
  if (setting === undefined || setting === "" || setting === "1") return periodicTasks;
  if (setting === "0") return [];
  const names = setting.split(",").map((name) => name.trim());
  const unknown = names.filter((name) => !periodicTasks.some((task) => task.name === name));
  if (unknown.length > 0) throw new Error(`PERIODIC_TASKS names no such task: ${unknown.join(", ")}`);
  return periodicTasks.filter((task) => names.includes(task.name));
}
