import "server-only";
import type { NextAuthOptions } from "next-auth";
import { isSuspendedEmail, oauthProviders, upsertOAuthUser } from "./oauth";
import { authSecretString } from "./secret";
import { liveSessionUser, startSession } from "./sessions";
import { SESSION_COOKIE, SESSION_MAX_AGE_SECONDS, signSessionToken, verifySessionToken } from "./token";

/**
 * next-auth reads the session cookie with our own token format, so the cookie and the Bearer token the API
 * returns are the same signed JWT. Built on demand: the secret may live in DATA_DIR, which `next build` must not need.
 */
export function authOptions(env: NodeJS.ProcessEnv = process.env): NextAuthOptions {
  return {
    secret: authSecretString(),
    // In production the sign-in's own cookies (the OAuth state and PKCE verifier, the CSRF token) are Secure whatever
    // NEXTAUTH_URL says; the session cookie is ours (lib/http/session-cookie.ts), Secure over HTTPS.
    useSecureCookies: env.NODE_ENV === "production",
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    cookies: {
      sessionToken: { name: SESSION_COOKIE, options: { httpOnly: true, sameSite: "lax", path: "/", secure: false } },
    },
    jwt: {
      encode: async ({ token, maxAge }) =>
        token?.sub && typeof token.sid === "string" && (token.role === "homeowner" || token.role === "provider")
          ? signSessionToken(
              {
                sub: token.sub,
                sid: token.sid,
                role: token.role,
                name: String(token.name ?? ""),
                email: String(token.email ?? ""),
              },
              maxAge,
            )
          : "",
      // A cookie whose session has ended (logout, password change) reads as no session at all.
      decode: async ({ token }) => {
        const claims = token ? await verifySessionToken(token) : null;
        return claims && (await liveSessionUser(claims)) ? claims : null;
      },
    },
    providers: oauthProviders(env),
    callbacks: {
      // A social sign-in must bring an email: accounts are keyed by it. A suspended account's is refused (next-auth
      // answers AccessDenied); were it to slip past, its session would sign no one in (lib/auth/sessions.ts).
      signIn: async ({ user }) => !!user.email && !(await isSuspendedEmail(user.email)),
      // On a social sign-in, swap the provider's account id for our user's id and role: the token is then the same
      // as one from /api/auth/login, with a session of its own.
      jwt: async ({ token, user, account }) => {
        if (!account || !user?.email) return token;
        const ours = await upsertOAuthUser({ email: user.email, name: user.name });
        const { sessionId } = await startSession(ours);
        return { sub: ours.id, sid: sessionId, role: ours.role, name: ours.fullName, email: ours.email };
      },
      session: ({ session, token }) => ({
        ...session,
        user: { id: token.sub, role: token.role, name: token.name, email: token.email },
      }),
    },
  };
}
