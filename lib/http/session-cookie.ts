import "server-only";
import { SESSION_COOKIE, SESSION_MAX_AGE_SECONDS } from "@/lib/auth/token";
import { isHttps } from "./security-headers";

/** The Set-Cookie value that gives the browser the session (httpOnly: scripts use the Bearer copy). */
export function sessionCookie(request: Request, token: string | null): string {
  const secure = isHttps(request);
  const name = secure ? `__Secure-${SESSION_COOKIE}` : SESSION_COOKIE;
  const maxAge = token ? SESSION_MAX_AGE_SECONDS : 0;
  return `${name}=${token ?? ""}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure ? "; Secure" : ""}`;
}
