import "server-only";
import { DEVICE_MAX_AGE_SECONDS } from "@/lib/auth/device-token";
import { readCookie } from "./resolve-caller";
import { isHttps } from "./security-headers";

export const DEVICE_COOKIE = "lawnlink.device";
// Sent only to sign-in: the one call that reads it.
const DEVICE_COOKIE_PATH = "/api/auth/login";

/** The device token the request carries, if any (lib/auth/device-token.ts). */
export function deviceTokenOf(request: Request): string | undefined {
  return readCookie(request.headers.get("cookie"), DEVICE_COOKIE);
}

/** The Set-Cookie value that remembers this browser as one that signed in (httpOnly, like the session's). */
export function deviceCookie(request: Request, token: string): string {
  const secure = isHttps(request);
  const name = secure ? `__Secure-${DEVICE_COOKIE}` : DEVICE_COOKIE;
  return `${name}=${token}; Path=${DEVICE_COOKIE_PATH}; HttpOnly; SameSite=Lax; Max-Age=${DEVICE_MAX_AGE_SECONDS}${secure ? "; Secure" : ""}`;
}
