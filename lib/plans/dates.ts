import type { Frequency } from "./schemas";

// Calendar dates of plans as midnight UTC ("floating"): a date in the lawn's zone that no viewer's clock moves. Free of
// rrule, so a job card can say "Weekly · from Fri 12 Jun" without loading it.

const DAY_MS = 86_400_000;

export const dateOf = (iso: string) => new Date(`${iso}T00:00:00.000Z`);
export const isoOf = (date: Date) => date.toISOString().slice(0, 10);
export const addDays = (iso: string, days: number) => isoOf(new Date(dateOf(iso).getTime() + days * DAY_MS));
/** 0 Sunday … 6 Saturday. */
export const weekdayOf = (iso: string) => dateOf(iso).getUTCDay();

/** The first visit: on the start date, or the first preferred weekday after it. */
export function firstVisitOn(rule: { startsOn: string; weekday?: number | null }): string {
  if (rule.weekday === null || rule.weekday === undefined) return rule.startsOn;
  return addDays(rule.startsOn, (rule.weekday - weekdayOf(rule.startsOn) + 7) % 7);
}

export const FREQUENCY_LABELS: Record<Frequency, string> = {
  weekly: "Weekly",
  biweekly: "Every 2 weeks",
  monthly: "Monthly",
};

/** "Fri 12 Jun": a plan's calendar date, the same for every viewer. */
export const dayLabel = (iso: string) =>
  dateOf(iso)
    .toLocaleDateString("en-GB", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" })
    .replace(",", "");

/** "Weekly · from Fri 12 Jun": what cards and the drawer say of a recurring posting. */
export function recurrenceLabel(rule: { frequency: Frequency; startsOn: string; weekday?: number | null }): string {
  return `${FREQUENCY_LABELS[rule.frequency]} · from ${dayLabel(firstVisitOn(rule))}`;
}
