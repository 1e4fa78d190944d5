import { z } from "zod";
import { route } from "@/lib/http/route";
import { text } from "@/lib/validations/common";
import { unsubscribeEmail } from "@/lib/notifications/unsubscribe";

const tokenQuery = z.object({ token: text({ error: "The unsubscribe link is incomplete" }).min(1).max(200) });

// POST only: the confirmation page's button and RFC 8058 one-click unsubscribe. A GET (a mail scanner
// prefetching the link) reaches the page at /unsubscribe, which changes nothing until the button is pressed.
export const POST = route(
  {
    access: "public",
    query: tokenQuery,
    response: null,
    status: 303,
    summary: "Unsubscribe from email (one-click); redirects to the confirmation page",
  },
  async ({ query }) => {
    await unsubscribeEmail(query.token);
    // A form on the confirmation page follows the redirect back to it; one-click clients only read the status.
    return new Response(null, {
      status: 303,
      headers: { location: `/unsubscribe?done=1&token=${encodeURIComponent(query.token)}` },
    });
  },
);
