import { onFirstUse } from "./on-first-use";

// SPEC §4/§9: dates read in en-US. A calendar date is read in UTC, so it never shifts by time zone; a moment (a
// message, a notification, a deadline) in the viewer's own time zone, where it is rendered in the browser.
const calendarDate = onFirstUse(
  () => new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }),
);
const calendarMonth = onFirstUse(
  () => new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" }),
);
const recentMoment = onFirstUse(
  () => new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" }),
);
const fullMoment = onFirstUse(
  () =>
    new Intl.DateTimeFormat("en-US", {
      month: "short",
      day: "numeric",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
    }),
);

type When = string | Date;

/** "Mar 4, 2026". */
export const formatDate = (when: When) => calendarDate().format(new Date(when));

/** "November 2024" (a member since). */
export const formatMonth = (when: When) => calendarMonth().format(new Date(when));

/** "Mar 4, 3:05 PM": when a message or notification came. */
export const formatRecentMoment = (when: When) => recentMoment().format(new Date(when));

/** "Mar 4, 2026, 3:05 PM": a deadline. */
export const formatMoment = (when: When) => fullMoment().format(new Date(when));
