import "server-only";
import { AppError } from "@/lib/errors";
import type { SessionUser } from "@/lib/auth/session-user";
import { countedSessionUser, userFromSessionToken } from "@/lib/auth/sessions";
import { SESSION_COOKIE } from "@/lib/auth/token";
import type { RateLimitName } from "@/lib/rate-limits/limits";
import type { CountedRequest } from "@/lib/rate-limits/take-rate-limit";

export function readCookie(header: string | null, name: string): string | undefined {
  for (const part of header?.split(";") ?? []) {
    const [key, ...value] = part.trim().split("=");
    if (key === name || key === `__Secure-${name}`) {
      try {
        return decodeURIComponent(value.join("="));
      } catch {
        return undefined; // a malformed cookie is no session
      }
    }
  }
  return undefined;
}

const BEARER = /^Bearer\s+(\S+)$/i;

/** The session tokens a request carries: its Bearer token and its session cookie (usually the same token). */
export function sessionTokens(request: Request): string[] {
  const bearer = BEARER.exec(request.headers.get("authorization") ?? "")?.[1];
  const cookie = readCookie(request.headers.get("cookie"), SESSION_COOKIE);
  return [...new Set([bearer, cookie].filter((token): token is string => !!token))];
}

/** Who is calling, and, when the call counts against a per-account rate limit, the caller's counter as it left it. */
export type Caller = { user: SessionUser | null; counted?: CountedRequest };

/**
 * Resolves the caller from a Bearer token, else the session cookie; either must name a live session
 * (lib/auth/sessions.ts). `x-user-id` never authenticates: it is only checked against the authenticated user
 * (403 when it names someone else). With `countAgainst` (a per-account limit), the session's read also counts the
 * request against it.
 */
export async function resolveCaller(request: Request, countAgainst?: RateLimitName): Promise<Caller> {
  const authorization = request.headers.get("authorization");
  let caller: Caller;
  if (authorization) {
    const match = BEARER.exec(authorization);
    caller = match ? await callerOf(match[1], countAgainst) : { user: null };
    if (!caller.user) throw new AppError("session_expired", "Your session has expired. Please sign in again.");
  } else {
    const cookie = readCookie(request.headers.get("cookie"), SESSION_COOKIE);
    caller = cookie ? await callerOf(cookie, countAgainst) : { user: null };
  }
  const claimedId = request.headers.get("x-user-id");
  if (caller.user && claimedId && claimedId !== caller.user.id)
    throw new AppError("user_id_mismatch", "x-user-id does not match the signed-in user");
  return caller;
}

async function callerOf(token: string, countAgainst: RateLimitName | undefined): Promise<Caller> {
  if (!countAgainst) return { user: await userFromSessionToken(token) };
  return (await countedSessionUser(token, countAgainst)) ?? { user: null };
}
