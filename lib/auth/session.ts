import "server-only";
import { getServerSession } from "next-auth";
import { cookies } from "next/headers";
import { cache } from "react";
import { db } from "@/lib/db/client";
import { authOptions } from "./options";
import type { SessionUser } from "./session-user";
import { SESSION_COOKIE } from "./token";

/** The signed-in user for server components (from next-auth's session cookie), or null. Once per request. */
export const getSessionUser = cache(async (): Promise<SessionUser | null> => {
  // Reading the request's cookies first makes every page that shows the session dynamic before any secret or
  // database is touched, so `next build` needs neither; and a visitor without a cookie costs nothing more.
  const jar = await cookies();
  if (!jar.has(SESSION_COOKIE) && !jar.has(`__Secure-${SESSION_COOKIE}`)) return null;
  const session = await getServerSession(authOptions());
  const id = session?.user?.id;
  if (!id) return null;
  return db.user.findUnique({ where: { id }, select: { id: true, role: true, email: true, fullName: true } });
});
