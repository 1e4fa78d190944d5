import { calendarFeed } from "@/lib/calendar/calendar-feed";
import { withRequestLog } from "@/lib/http/request-log";
import { errorResponse } from "@/lib/http/route";

/**
 * A user's calendar feed as iCalendar (`/api/calendar/{token}.ics`), which calendar apps fetch without a session:
 * the secret in the address is the key. Not through route(): its answer is a calendar, not JSON.
 */
export const GET = withRequestLog(
  async (_request: Request, context: { params: Promise<{ token: string }> }): Promise<Response> => {
    try {
      const { token } = await context.params;
      const body = await calendarFeed(token.replace(/\.ics$/, ""));
      return new Response(body, {
        headers: {
          "content-type": "text/calendar; charset=utf-8",
          "content-disposition": 'inline; filename="lawnlink.ics"',
          "cache-control": "private, max-age=300",
          "x-content-type-options": "nosniff",
        },
      });
    } catch (error) {
      return errorResponse(error);
    }
  },
);
