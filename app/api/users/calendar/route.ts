import {
  calendarLinkSchema,
  getCalendarLink,
  renewCalendarLink,
  revokeCalendarLink,
} from "@/lib/calendar/calendar-link";
import { route } from "@/lib/http/route";

export const GET = route(
  { access: "user", response: calendarLinkSchema, summary: "Your private calendar feed's address (null while off)" },
  async ({ user }) => getCalendarLink(user.id),
);

export const POST = route(
  {
    access: "user",
    response: calendarLinkSchema,
    summary: "Turn your calendar feed on with a new address; an earlier address stops working",
  },
  async ({ user }) => renewCalendarLink(user.id),
);

export const DELETE = route(
  { access: "user", response: calendarLinkSchema, summary: "Turn your calendar feed off" },
  async ({ user }) => revokeCalendarLink(user.id),
);
