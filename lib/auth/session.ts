import "server-only";
import { cookies } from "next/headers";
import { cache } from "react";
import { userFromSessionToken } from "./sessions";
import type { SessionUser } from "./session-user";
import { SESSION_COOKIE } from "./token";

/** The signed-in user for server components (from the session cookie, checked like the API's), or null. Once per request. */
export const getSessionUser = cache(async (): Promise<SessionUser | null> => {
  // Reading the request's cookies first makes every page that shows the session dynamic before any secret or
  // database is touched, so `next build` needs neither; and a visitor without a cookie costs nothing more.
  const jar = await cookies();
  const token = jar.get(SESSION_COOKIE)?.value ?? jar.get(`__Secure-${SESSION_COOKIE}`)?.value;
  return token ? userFromSessionToken(token) : null;
});
