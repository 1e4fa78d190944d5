// When a posting that takes bids stops taking them (bidding_closes_at), and what follows. Free of server imports: the
// posting form offers the same window the API accepts.

import { endOfNeededBy } from "./needed-by";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export const BIDDING_CLOSED_MESSAGE = "Bidding on this job has closed";

/** The limits of bidding_closes_at, one place for the form and the API. */
export const BIDDING_LIMITS = {
  /** The close is at least this far ahead when posting. */
  minHours: 1,
  /** And at most this far. */
  maxDays: 14,
  /** When the homeowner picks none. */
  defaultDays: 3,
  /** After the close the homeowner has this long to accept a bid; then the posting expires. */
  acceptDays: 3,
} as const;

/** The needed-by date as the database holds it (midnight UTC of the ISO date), or null for 'Flexible'. */
const neededByMoment = (neededBy: string | null) => (neededBy === null ? null : new Date(`${neededBy}T00:00:00.000Z`));

/** The moments a posting's close may be set to: 1 hour to 14 days ahead, never after its needed-by date has ended. */
export function biddingCloseWindow(now: Date, neededBy: string | null): { min: Date; max: Date } {
  const latest = new Date(now.getTime() + BIDDING_LIMITS.maxDays * DAY_MS);
  const date = neededByMoment(neededBy);
  const dateEnds = date ? endOfNeededBy(date) : null;
  return {
    min: new Date(now.getTime() + BIDDING_LIMITS.minHours * HOUR_MS),
    max: dateEnds && dateEnds < latest ? dateEnds : latest,
  };
}

/** The close when the homeowner picks none: 3 days ahead, or the end of the needed-by date if that comes sooner. */
export function defaultBiddingClose(now: Date, neededBy: string | null): Date {
  const inDefault = new Date(now.getTime() + BIDDING_LIMITS.defaultDays * DAY_MS);
  const { max } = biddingCloseWindow(now, neededBy);
  return max < inDefault ? max : inDefault;
}

/** Why a requested close is refused, or null when it is within the window. */
export function biddingCloseRefusal(closesAt: Date, now: Date, neededBy: string | null): string | null {
  const { min, max } = biddingCloseWindow(now, neededBy);
  if (closesAt < min) return `Bidding must close at least ${BIDDING_LIMITS.minHours} hour from now`;
  if (closesAt > max) {
    const byDate = neededBy !== null && max.getTime() < now.getTime() + BIDDING_LIMITS.maxDays * DAY_MS;
    return byDate
      ? "Bidding must close by the needed-by date"
      : `Bidding must close within ${BIDDING_LIMITS.maxDays} days from now`;
  }
  return null;
}

/** Whether a posting's bidding has closed (null: an older posting without a close, which never does). */
export function biddingClosed(closesAt: Date | null, now: Date): boolean {
  return closesAt !== null && closesAt.getTime() <= now.getTime();
}

/** Until when the homeowner may accept a bid after the close: then an unawarded posting expires. */
export function acceptDeadline(closesAt: Date): Date {
  return new Date(closesAt.getTime() + BIDDING_LIMITS.acceptDays * DAY_MS);
}

/** "Bidding closes Fri 12 Jun, 5:00 pm" or "Bidding closed", in the reader's own time zone. */
export function biddingLabel(closesAt: Date, now: Date): string {
  if (biddingClosed(closesAt, now)) return "Bidding closed";
  const day = closesAt.toLocaleDateString("en-GB", { weekday: "short", day: "numeric", month: "short" });
  const time = closesAt.toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit" }).toLowerCase();
  return `Bidding closes ${day.replace(",", "")}, ${time}`;
}
