import "server-only";
import tzLookup from "@photostructure/tz-lookup";
import { addDays } from "./recurrence";

// A lawn's own time zone: visit dates are calendar dates there, and its day and evening are when rules and reminders
// fall due.

// A lawn without coordinates (its address could not be located) keeps the zone most US homes are in.
const FALLBACK_ZONE = "America/New_York";

/** The IANA time zone at a lawn's coordinates. */
export function timeZoneAt(latitude: number | null, longitude: number | null): string {
  if (latitude === null || longitude === null) return FALLBACK_ZONE;
  try {
    return tzLookup(latitude, longitude);
  } catch {
    return FALLBACK_ZONE;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsIn(zone: string, at: Date) {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(zone, format);
  }
  const part = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
  return part as Record<"year" | "month" | "day" | "hour" | "minute" | "second", string>;
}

/** The calendar date (YYYY-MM-DD) it is in the zone at an instant. */
export function todayIn(zone: string, now: Date): string {
  const p = partsIn(zone, now);
  return `${p.year}-${p.month}-${p.day}`;
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(zone: string, at: Date): number {
  const p = partsIn(zone, at);
  const wall = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/**
 * The instant the zone's clocks show `hour`:00 on a date. Across a change of the clocks the offset is read again at
 * the first guess, so the answer is that wall time under the offset then in force.
 */
export function instantIn(zone: string, date: string, hour: number): Date {
  const wall = Date.parse(`${date}T00:00:00.000Z`) + hour * 3_600_000;
  const guess = wall - offsetAt(zone, new Date(wall));
  return new Date(wall - offsetAt(zone, new Date(guess)));
}

/** The start of a date in the zone (its midnight, or the first instant of it). */
export const startOfDayIn = (zone: string, date: string) => instantIn(zone, date, 0);

export { addDays };
