import "server-only";
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { appUrl } from "@/lib/notifications/app-url";

/** A calendar feed's secret: 192 random bits, URL-safe (32 characters). */
export const calendarTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{32}$/);

/** The signed-in user's calendar feed (GET, POST and DELETE /api/users/calendar). */
export const calendarLinkSchema = z
  .object({
    url: z
      .string()
      .nullable()
      .meta({ description: "The private iCalendar address to subscribe to; null while the feed is off" }),
  })
  .meta({ id: "CalendarLink" });

const linkOf = (token: string | null) => ({ url: token === null ? null : appUrl(`/api/calendar/${token}.ics`) });

export async function getCalendarLink(userId: string) {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { calendarToken: true } });
  return linkOf(user.calendarToken);
}

/** Turns the feed on with a new secret address; the previous address, if any, stops working at once. */
export async function renewCalendarLink(userId: string) {
  const token = randomBytes(24).toString("base64url");
  await db.user.update({ where: { id: userId }, data: { calendarToken: token } });
  return linkOf(token);
}

/** Turns the feed off: its address answers 404 from now on. */
export async function revokeCalendarLink(userId: string) {
  await db.user.update({ where: { id: userId }, data: { calendarToken: null } });
  return linkOf(null);
}
