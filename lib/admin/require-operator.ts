import "server-only";
import { notFound } from "next/navigation";
import { getSessionUser } from "@/lib/auth/session";
import type { SessionUser } from "@/lib/auth/session-user";

/** The /admin pages' gate: the signed-in operator, else the site's 404 page, as for a page that does not exist. */
export async function requireOperator(): Promise<SessionUser> {
  const user = await getSessionUser();
  if (!user?.operator) notFound();
  return user;
}
