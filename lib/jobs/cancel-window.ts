// The 24 hours before a hired job's date: a homeowner's cancellation or a provider's release in them is late, and
// counts against them (User.lateCancellations, User.lateReleases). Free of server imports.

import type { JobStatus } from "@/lib/generated/prisma/enums";

const HOUR_MS = 3_600_000;
export const LATE_WINDOW_HOURS = 24;
// The date (a calendar date without a zone) begins once it has begun anywhere (UTC+14), as needed-by.ts reads "today":
// the window protects the provider, who may start early in the morning wherever the lawn is.
const EARLIEST_START_MS = -14 * HOUR_MS;

/** Whether `now` is within the late window of the job's needed-by date (null: 'Flexible', no window). */
export function withinLateWindow(neededBy: Date | null, now: Date): boolean {
  if (neededBy === null) return false;
  const dateBegins = neededBy.getTime() + EARLIEST_START_MS;
  return now.getTime() >= dateBegins - LATE_WINDOW_HOURS * HOUR_MS;
}

/**
 * Whether the homeowner's cancellation of a job is late: a hired job within the window of its date. A hired job
 * without a date is free while only claimed (there is no date to be late for), and late once work has started,
 * since the provider is then already on it.
 */
export function isLateCancellation(job: { status: JobStatus; neededBy: Date | null }, now: Date): boolean {
  // Nobody was hired yet: an open posting, or a request its provider has not accepted.
  if (job.status === "open" || job.status === "offered") return false;
  if (job.status === "in_progress" && job.neededBy === null) return true;
  return withinLateWindow(job.neededBy, now);
}
