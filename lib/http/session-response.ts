import "server-only";
import { json } from "@/lib/http/route";
import { toUserDto } from "@/lib/users/dto";
import type { User } from "@/lib/generated/prisma/client";
import { sessionCookie } from "@/lib/http/session-cookie";
import { signSessionToken } from "@/lib/auth/token";

/** `{ user, token }` for the client, with the same token set as the session cookie for server-rendered pages. */
export async function sessionResponse(request: Request, user: User, status: number): Promise<Response> {
  const token = await signSessionToken({ sub: user.id, role: user.role, name: user.fullName, email: user.email });
  return json({ user: toUserDto(user), token }, { status, headers: { "set-cookie": sessionCookie(request, token) } });
}
