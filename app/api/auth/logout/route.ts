import { sessionCookie } from "@/lib/http/session-cookie";
import { withRequestLog } from "@/lib/http/request-log";
import { json } from "@/lib/http/route";

// Signed tokens cannot be revoked one by one; logging out drops the cookie (the client drops its copy).
export const POST = withRequestLog((request: Request) => json({ ok: true }, { headers: { "set-cookie": sessionCookie(request, null) } }));
