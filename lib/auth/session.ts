import "server-only";
import { getServerSession } from "next-auth";
import { cache } from "react";
import { db } from "@/lib/db/client";
import { authOptions } from "./options";
import type { SessionUser } from "./session-user";

/** The signed-in user for server components (from next-auth's session cookie), or null. Once per request. */
export const getSessionUser = cache(async (): Promise<SessionUser | null> => {
  const session = await getServerSession(authOptions());
  const id = session?.user?.id;
  if (!id) return null;
  return db.user.findUnique({ where: { id }, select: { id: true, role: true, email: true, fullName: true } });
});
