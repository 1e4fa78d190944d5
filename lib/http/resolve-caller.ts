import "server-only";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import type { SessionUser } from "@/lib/auth/session-user";
import { SESSION_COOKIE, verifySessionToken } from "@/lib/auth/token";

function readCookie(header: string | null, name: string): string | undefined {
  for (const part of header?.split(";") ?? []) {
    const [key, ...value] = part.trim().split("=");
    if (key === name || key === `__Secure-${name}`) return decodeURIComponent(value.join("="));
  }
  return undefined;
}

async function userFromToken(token: string): Promise<SessionUser | null> {
  const claims = await verifySessionToken(token);
  if (!claims) return null;
  // The account must still exist; its stored role is the one that counts.
  const user = await db.user.findUnique({ where: { id: claims.sub }, select: { id: true, role: true, email: true, fullName: true } });
  return user;
}

/**
 * Resolves the caller from a Bearer token, else the session cookie. `x-user-id` never authenticates: it is only
 * checked against the authenticated user (403 when it names someone else).
 */
export async function resolveCaller(request: Request): Promise<SessionUser | null> {
  const authorization = request.headers.get("authorization");
  let user: SessionUser | null;
  if (authorization) {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization);
    user = match ? await userFromToken(match[1]) : null;
    if (!user) throw new AppError("UNAUTHENTICATED", "Your session has expired. Please sign in again.");
  } else {
    const cookie = readCookie(request.headers.get("cookie"), SESSION_COOKIE);
    user = cookie ? await userFromToken(cookie) : null;
  }
  const claimedId = request.headers.get("x-user-id");
  if (user && claimedId && claimedId !== user.id) throw new AppError("FORBIDDEN", "x-user-id does not match the signed-in user");
  return user;
}
