import * as rruleExports from "rrule";
import type { RRule as RRuleType } from "rrule";
import { addDays, dateOf, firstVisitOn, isoOf } from "./dates";
import type { Frequency } from "./schemas";

export { addDays, dateOf, firstVisitOn, isoOf, weekdayOf } from "./dates";

// A plan's dates, as RFC 5545 recurrence rules (rrule). Every date is a calendar date in the lawn's time zone, kept
// here as midnight UTC ("floating"), so no date moves when a viewer is elsewhere or the clocks change. Free of server
// imports: the posting form shows the same first date the API lays out.

/** The plan's terms that decide its dates. */
export type RecurrenceRule = {
  frequency: Frequency;
  startsOn: string;
  endsOn?: string | null;
  visitCount?: number | null;
  weekday?: number | null;
};

// rrule's CommonJS entry is a UMD bundle whose names Node's own ESM loader cannot see: a script run by Node (the
// seed, through tsx) finds them on its default export. Bundlers and Vitest read its ESM build, which names them.
const {
  Frequency: RFrequency,
  RRule,
  Weekday,
} = "RRule" in rruleExports ? rruleExports : (Reflect.get(rruleExports, "default") as typeof rruleExports);

// rrule counts weekdays from Monday (0) to Sunday (6).
const rruleWeekday = (weekday: number) => (weekday + 6) % 7;

function rruleOf(rule: RecurrenceRule): RRuleType {
  const first = firstVisitOn(rule);
  const monthly = rule.frequency === "monthly";
  // A monthly plan on a preferred weekday keeps that weekday's place in the month (the 2nd Friday), the last one
  // when it falls fifth; otherwise it keeps the first date's day of the month.
  const nth = Math.ceil(dateOf(first).getUTCDate() / 7);
  const byweekday =
    monthly && rule.weekday !== null && rule.weekday !== undefined
      ? [new Weekday(rruleWeekday(rule.weekday), nth > 4 ? -1 : nth)]
      : null;
  return new RRule({
    freq: monthly ? RFrequency.MONTHLY : RFrequency.WEEKLY,
    interval: rule.frequency === "biweekly" ? 2 : 1,
    dtstart: dateOf(first),
    byweekday,
    count: rule.visitCount ?? null,
    until: rule.endsOn ? dateOf(rule.endsOn) : null,
  });
}

/** The plan's dates from `from` to `to` (ISO dates, both included). */
export function visitDates(rule: RecurrenceRule, from: string, to: string): string[] {
  if (from > to) return [];
  return rruleOf(rule).between(dateOf(from), dateOf(to), true).map(isoOf);
}

// The longest gap between two dates of a plan: a month and its weekday's place (the 4th Friday to the next month's).
const LONGEST_GAP_DAYS = 35;

/**
 * The plan's dates from `from` to `to` (both included) and its first date after `to` (null when it has none), read in
 * one pass of one rule: the generator's work for each plan.
 */
export function visitDatesAndNext(
  rule: RecurrenceRule,
  from: string,
  to: string,
): { dates: string[]; next: string | null } {
  const found = rruleOf(rule)
    .between(dateOf(from < to ? from : to), dateOf(addDays(to, LONGEST_GAP_DAYS)), true)
    .map(isoOf);
  return {
    dates: from > to ? [] : found.filter((date) => date >= from && date <= to),
    next: found.find((date) => date > to) ?? null,
  };
}

/** The plan's last date: the end date's, the last of its number of visits, or null for a plan without an end. */
export function lastVisitOn(rule: RecurrenceRule): string | null {
  if (!rule.endsOn && !rule.visitCount) return null;
  const dates = rruleOf(rule).all((_, index) => index < (rule.visitCount ?? RECURRENCE_SCAN_LIMIT));
  return dates.length === 0 ? null : isoOf(dates[dates.length - 1]);
}

// An end date at most a year or so away has far fewer dates than this.
const RECURRENCE_SCAN_LIMIT = 1000;
