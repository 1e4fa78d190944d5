// The date a homeowner wants the work done by ('needed_by'). Free of server imports: the posting form offers the
// same window the API accepts.
//
// It is a calendar date without a time zone, so the rules are generous to every homeowner's own clock: "today" has
// begun once it has begun anywhere on Earth (UTC+14) and a date has ended once it has ended everywhere (UTC-12).

export const NEEDED_BY_MAX_DAYS = 60;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const EARLIEST_ZONE_MS = -12 * HOUR_MS;
const LATEST_ZONE_MS = 14 * HOUR_MS;

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The dates a posting may ask for: today to 60 days ahead, wherever the homeowner is. ISO dates (YYYY-MM-DD). */
export function neededByWindow(now: Date = new Date()): { min: string; max: string } {
  return {
    min: isoDate(now.getTime() + EARLIEST_ZONE_MS),
    max: isoDate(now.getTime() + LATEST_ZONE_MS + NEEDED_BY_MAX_DAYS * DAY_MS),
  };
}

/** The database's DATE value for an ISO date ('Flexible' stays null). */
export function neededByDate(iso: string | null): Date | null {
  return iso === null ? null : new Date(`${iso}T00:00:00.000Z`);
}

/** The ISO date (YYYY-MM-DD) of the database's DATE value. */
export function neededByIso(date: Date): string {
  return isoDate(date.getTime());
}

/** The moment a needed-by date is over everywhere. */
export function endOfNeededBy(date: Date): Date {
  return new Date(date.getTime() + DAY_MS - EARLIEST_ZONE_MS);
}
