import { sessionCookie } from "@/lib/http/session-cookie";
import { json } from "@/lib/http/route";

// Signed tokens cannot be revoked one by one; logging out drops the cookie (the client drops its copy).
export function POST(request: Request): Response {
  return json({ ok: true }, { headers: { "set-cookie": sessionCookie(request, null) } });
}
