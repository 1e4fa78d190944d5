import "server-only";
import { AppError } from "@/lib/errors";
import type { SessionUser } from "@/lib/auth/session-user";
import { userFromSessionToken } from "@/lib/auth/sessions";
import { SESSION_COOKIE } from "@/lib/auth/token";

function readCookie(header: string | null, name: string): string | undefined {
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

/**
 * Resolves the caller from a Bearer token, else the session cookie; either must name a live session
 * (lib/auth/sessions.ts). `x-user-id` never authenticates: it is only checked against the authenticated user
 * (403 when it names someone else).
 */
export async function resolveCaller(request: Request): Promise<SessionUser | null> {
  const authorization = request.headers.get("authorization");
  let user: SessionUser | null;
  if (authorization) {
    const match = BEARER.exec(authorization);
    user = match ? await userFromSessionToken(match[1]) : null;
    if (!user) throw new AppError("UNAUTHENTICATED", "Your session has expired. Please sign in again.");
  } else {
    const cookie = readCookie(request.headers.get("cookie"), SESSION_COOKIE);
    user = cookie ? await userFromSessionToken(cookie) : null;
  }
  const claimedId = request.headers.get("x-user-id");
  if (user && claimedId && claimedId !== user.id) throw new AppError("FORBIDDEN", "x-user-id does not match the signed-in user");
  return user;
}
