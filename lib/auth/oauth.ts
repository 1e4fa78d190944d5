import "server-only";
import type { Provider } from "next-auth/providers/index";
import FacebookProvider from "next-auth/providers/facebook";
import GoogleProvider from "next-auth/providers/google";
import { db } from "@/lib/db/client";

/** Google and Facebook sign-in, each only when its client id and secret are configured. */
export function oauthProviders(env: NodeJS.ProcessEnv = process.env): Provider[] {
  const providers: Provider[] = [];
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    providers.push(GoogleProvider({ clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }));
  }
  if (env.FACEBOOK_CLIENT_ID && env.FACEBOOK_CLIENT_SECRET) {
    providers.push(FacebookProvider({ clientId: env.FACEBOOK_CLIENT_ID, clientSecret: env.FACEBOOK_CLIENT_SECRET }));
  }
  return providers;
}

/**
 * The LawnLink account for a social sign-in, by verified email: an existing account signs in as itself (its role
 * unchanged); a new one is created without a password, as a homeowner (providers sign up with the form, which asks).
 */
export async function upsertOAuthUser({ email, name }: { email: string; name: string | null | undefined }) {
  const normalized = email.trim().toLowerCase();
  return db.user.upsert({
    where: { email: normalized },
    update: {},
    create: {
      email: normalized,
      fullName: name?.trim() || normalized.split("@")[0],
      role: "homeowner",
    },
  });
}

/** Whether the account of a social sign-in's email is suspended by an operator: such a sign-in is refused. */
export async function isSuspendedEmail(email: string): Promise<boolean> {
  const user = await db.user.findUnique({
    where: { email: email.trim().toLowerCase() },
    select: { suspendedAt: true },
  });
  return !!user?.suspendedAt;
}
