import "server-only";
import { json } from "@/lib/http/route";
import { toUserDto } from "@/lib/users/dto";
import type { User } from "@/lib/generated/prisma/client";
import { sessionCookie } from "@/lib/http/session-cookie";
import { startSession } from "@/lib/auth/sessions";

/**
 * Starts a session and answers `{ user, token }` for the client, with the same token set as the session cookie
 * for server-rendered pages.
 */
export async function sessionResponse(request: Request, user: User, status: number): Promise<Response> {
  const { token } = await startSession(user);
  return sessionAnswer(request, user, token, status);
}

/** The answer for a session already started (a sign-up starts it with the account). */
export function sessionAnswer(request: Request, user: User, token: string, status: number): Response {
  return json({ user: toUserDto(user), token }, { status, headers: { "set-cookie": sessionCookie(request, token) } });
}
