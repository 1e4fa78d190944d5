import { endOfNeededBy } from "./needed-by";

// Claims that cannot stall. Free of server imports: the screens state the same rules.

/** A provider holds at most this many claimed jobs not yet started (fixed claims and accepted bids alike). */
export const MAX_OPEN_CLAIMS = 10;

/** A claim lapses unless started within this many hours, or by the end of the date needed if that is later. */
export const CLAIM_START_HOURS = 72;

export function claimLapsesAt(claimedAt: Date, neededBy: Date | null): Date {
  const byHours = claimedAt.getTime() + CLAIM_START_HOURS * 3_600_000;
  return new Date(neededBy ? Math.max(byHours, endOfNeededBy(neededBy).getTime()) : byHours);
}

export const CLAIM_CAP_MESSAGE = `You already have ${MAX_OPEN_CLAIMS} claimed jobs waiting to start. Start or release one before claiming another.`;
export const ACCEPT_CAP_MESSAGE = `This provider already has ${MAX_OPEN_CLAIMS} jobs waiting to start. Choose another bid, or accept this one once they have started one.`;
export const CLAIM_LAPSED_MESSAGE = `Your claim on this job lapsed: it was not started within ${CLAIM_START_HOURS} hours (or by the date needed).`;

/**
 * Claiming, reading the owner's details and releasing, over and over, would harvest homeowners' contact details. A
 * provider who has released RELEASES_ALLOWED claims within RELEASE_WINDOW_DAYS may not claim again until
 * CLAIM_PAUSE_DAYS after the latest of them.
 */
export const RELEASE_LIMIT = { releasesAllowed: 3, windowDays: 30, pauseDays: 7 } as const;

export const claimsPausedMessage = (until: Date) =>
  `You have released ${RELEASE_LIMIT.releasesAllowed} claimed jobs in the last ${RELEASE_LIMIT.windowDays} days. You can claim jobs again from ${until.toISOString().slice(0, 16).replace("T", " ")} UTC.`;
