import { describe, expect, it } from "vitest";
import type { Account, User } from "next-auth";
import type { JWT } from "next-auth/jwt";
import { resolveCaller } from "@/lib/http/resolve-caller";
import { oauthProviders } from "@/lib/auth/oauth";
import { authOptions } from "@/lib/auth/options";
import { db } from "@/lib/db/client";
import { createUser } from "../support/users";

const googleAccount: Account = { provider: "google", type: "oauth", providerAccountId: "1098765" };

/** What next-auth does after Google answers: run the jwt callback, then encode the token as the session cookie. */
async function socialSignIn(user: User): Promise<string> {
  const options = authOptions();
  const token = (await options.callbacks!.jwt!({
    token: { sub: user.id, name: user.name, email: user.email } as JWT,
    user,
    account: googleAccount,
    trigger: "signIn",
  })) as JWT;
  return options.jwt!.encode!({ token, secret: options.secret!, maxAge: 60 });
}

describe("social sign-in (next-auth Google/Facebook)", () => {
  it("offers a provider only when its client id and secret are configured", () => {
    expect(oauthProviders({} as NodeJS.ProcessEnv)).toEqual([]);
    expect(oauthProviders({ GOOGLE_CLIENT_ID: "id" } as unknown as NodeJS.ProcessEnv)).toEqual([]);
    const both = oauthProviders({
      GOOGLE_CLIENT_ID: "g",
      GOOGLE_CLIENT_SECRET: "s",
      FACEBOOK_CLIENT_ID: "f",
      FACEBOOK_CLIENT_SECRET: "s",
    } as unknown as NodeJS.ProcessEnv);
    expect(both.map((provider) => provider.id)).toEqual(["google", "facebook"]);
  });

  it("creates a homeowner for a new email and issues our own session token", async () => {
    const cookie = await socialSignIn({ id: "1098765", email: "New.Person@Gmail.com", name: "New Person" });
    const account = await db.user.findUniqueOrThrow({ where: { email: "new.person@gmail.com" } });
    expect([account.role, account.fullName, account.passwordHash]).toEqual(["homeowner", "New Person", null]);
    const { user: caller } = await resolveCaller(
      new Request("http://localhost/", { headers: { cookie: `next-auth.session-token=${cookie}` } }),
    );
    expect(caller).toEqual({
      id: account.id,
      role: "homeowner",
      operator: false,
      email: "new.person@gmail.com",
      fullName: "New Person",
      sessionId: expect.any(String),
      lastWriteAt: null,
      separatedFrom: [],
    });
    expect(await db.session.count({ where: { userId: account.id } })).toBe(1);
  });

  it("signs an existing account in as itself, keeping its role", async () => {
    const provider = await createUser("provider", "Pat Provider");
    const cookie = await socialSignIn({ id: "1098765", email: provider.email.toUpperCase(), name: "Someone Else" });
    const { user: caller } = await resolveCaller(
      new Request("http://localhost/", { headers: { cookie: `next-auth.session-token=${cookie}` } }),
    );
    expect(caller).toMatchObject({ id: provider.id, role: "provider", fullName: "Pat Provider" });
  });

  it("refuses a social account without an email", async () => {
    const allowed = await authOptions().callbacks!.signIn!({ user: { id: "1", email: null }, account: googleAccount });
    expect(allowed).toBe(false);
  });
});

describe("the sign-in's own cookies", () => {
  // next-auth makes its state, PKCE, nonce, CSRF and callback cookies Secure (with __Secure-/__Host- names) exactly
  // when useSecureCookies is set; left unset, it follows NEXTAUTH_URL, which a deployment behind HTTPS may not set.
  it("are Secure in production whatever NEXTAUTH_URL says, and not in development", () => {
    const url = { NEXTAUTH_URL: "http://localhost" };
    expect(authOptions({ ...url, NODE_ENV: "production" } as NodeJS.ProcessEnv).useSecureCookies).toBe(true);
    expect(authOptions({ NODE_ENV: "production" } as NodeJS.ProcessEnv).useSecureCookies).toBe(true);
    expect(authOptions({ ...url, NODE_ENV: "development" } as NodeJS.ProcessEnv).useSecureCookies).toBe(false);
  });
});
