import { endSessions } from "@/lib/auth/sessions";
import { sessionCookie } from "@/lib/http/session-cookie";
import { assertAuthWrite, assertSameOrigin } from "@/lib/http/csrf";
import { withRequestLog } from "@/lib/http/request-log";
import { sessionTokens } from "@/lib/http/resolve-caller";
import { errorResponse, json } from "@/lib/http/route";

// Ends the session server-side (its token, as Bearer or cookie, is refused from now on) and drops the cookie.
// Not behind route(): an already ended or expired token must still be able to log out, and answers 200. Another
// site cannot sign a browser out (csrf.ts).
export const POST = withRequestLog(async (request: Request): Promise<Response> => {
  try {
    assertAuthWrite(request);
    assertSameOrigin(request);
    await endSessions(sessionTokens(request));
  } catch (error) {
    return errorResponse(error);
  }
  return json({ ok: true }, { headers: { "set-cookie": sessionCookie(request, null) } });
});
