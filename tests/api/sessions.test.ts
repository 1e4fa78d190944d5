import { describe, expect, it } from "vitest";
import type { JWT } from "next-auth/jwt";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { PUT as changePassword } from "@/app/api/users/password/route";
import { GET as profile } from "@/app/api/users/profile/route";
import { authOptions } from "@/lib/auth/options";
import { sweepExpiredSessions } from "@/lib/auth/sessions";
import { signSessionToken } from "@/lib/auth/token";
import { db } from "@/lib/db/client";
import { call } from "../support/http";
import { createUser, TEST_PASSWORD } from "../support/users";

const signIn = async (email: string, password = TEST_PASSWORD) => {
  const res = await call<{ token: string }>(login, {
    body: { email, password },
    headers: { "x-forwarded-for": "10.9.0.1" },
  });
  expect(res.status).toBe(200);
  return res.body.token;
};
const asBearer = (token: string) => call(profile, { method: "GET", token });
const asCookie = (token: string) =>
  call(profile, { method: "GET", headers: { cookie: `next-auth.session-token=${token}` } });

describe("POST /api/auth/logout ends the session server-side", () => {
  it("refuses the same token afterwards, as Bearer (401) and as the cookie (anonymous, so 401)", async () => {
    const user = await createUser();
    const token = await signIn(user.email);
    expect((await asBearer(token)).status).toBe(200);
    expect((await asCookie(token)).status).toBe(200);

    // From the app's own page: a browser sends its Origin with the cookie.
    const res = await call(logout, {
      headers: { cookie: `next-auth.session-token=${token}`, origin: "http://localhost" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toMatch(/^next-auth\.session-token=; .*Max-Age=0/);

    expect((await asBearer(token)).status).toBe(401);
    expect((await asCookie(token)).status).toBe(401);
  });

  it("ends only the session it is called with: the user's other devices stay signed in", async () => {
    const user = await createUser();
    const phone = await signIn(user.email);
    const laptop = await signIn(user.email);
    expect((await call(logout, { token: phone })).status).toBe(200);
    expect((await asBearer(phone)).status).toBe(401);
    expect((await asBearer(laptop)).status).toBe(200);
  });

  it("answers 200 for an ended, forged or missing token, and changes nothing", async () => {
    const user = await createUser();
    const token = await signIn(user.email);
    expect((await call(logout, { token })).status).toBe(200);
    expect((await call(logout, { token })).status).toBe(200);
    expect((await call(logout, { token: "not-a-token" })).status).toBe(200);
    expect((await call(logout)).status).toBe(200);
    expect(await db.session.count({ where: { userId: user.id } })).toBe(1); // createUser's own session
  });

  it("makes next-auth read the ended cookie as no session", async () => {
    const user = await createUser();
    const decode = authOptions().jwt!.decode!;
    const read = (token: string) => decode({ token, secret: "unused" }) as Promise<JWT | null>;
    expect((await read(user.token))?.sub).toBe(user.id);
    await call(logout, { token: user.token });
    expect(await read(user.token)).toBeNull();
  });
});

describe("a session names its user", () => {
  it("a signed token that names someone else's live session signs no one in", async () => {
    const owner = await createUser();
    const other = await createUser("provider");
    const borrowed = await signSessionToken({
      sub: other.id,
      sid: owner.sessionId,
      role: other.role,
      name: "x",
      email: other.email,
    });
    expect((await asBearer(borrowed)).status).toBe(401);
    expect((await asBearer(owner.token)).status).toBe(200);
  });
});

describe("expired sessions", () => {
  it("sign no one in, and the periodic sweep deletes them", async () => {
    const user = await createUser();
    await db.session.update({ where: { id: user.sessionId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await asBearer(user.token)).status).toBe(401);
    const live = await createUser();
    expect(await sweepExpiredSessions()).toBeGreaterThanOrEqual(1);
    expect(await db.session.findUnique({ where: { id: user.sessionId } })).toBeNull();
    expect((await asBearer(live.token)).status).toBe(200);
  });
});

describe("PUT /api/users/password", () => {
  const change = (token: string, body: unknown) => call(changePassword, { method: "PUT", token, body });

  it("changes the password, keeps this session and signs out every other one (Bearer and cookie)", async () => {
    const user = await createUser();
    const here = await signIn(user.email);
    const elsewhere = await signIn(user.email);
    const res = await change(here, { current_password: TEST_PASSWORD, new_password: "a-brand-new-secret" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, ended_sessions: 2 }); // `elsewhere` and createUser's session

    expect((await asBearer(here)).status).toBe(200);
    for (const ended of [elsewhere, user.token]) {
      expect((await asBearer(ended)).status).toBe(401);
      expect((await asCookie(ended)).status).toBe(401);
    }
    expect((await call(login, { body: { email: user.email, password: TEST_PASSWORD } })).status).toBe(401);
    expect((await call(login, { body: { email: user.email, password: "a-brand-new-secret" } })).status).toBe(200);
  });

  it("works from a cookie session too", async () => {
    const user = await createUser();
    const here = await signIn(user.email);
    const res = await call(changePassword, {
      method: "PUT",
      // A browser's own page sends its origin with a cookie request (CSRF refuses it otherwise).
      headers: { cookie: `next-auth.session-token=${here}`, origin: "http://localhost" },
      body: { current_password: TEST_PASSWORD, new_password: "another-new-secret" },
    });
    expect(res.status).toBe(200);
    expect((await asCookie(here)).status).toBe(200);
    expect((await asBearer(user.token)).status).toBe(401);
  });

  it("refuses a wrong current password with 400 and changes nothing", async () => {
    const user = await createUser();
    const before = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    const res = await change(user.token, { current_password: "not-my-password", new_password: "a-brand-new-secret" });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: expect.any(String), code: "wrong_current_password" });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).passwordHash).toBe(before.passwordHash);
    expect((await asBearer(user.token)).status).toBe(200);
  });

  it.each([
    [
      "a short new password (the sign-up rule)",
      { current_password: TEST_PASSWORD, new_password: "short" },
      "new_password: Password must be at least 8 characters",
    ],
    [
      "a missing current password",
      { new_password: "a-brand-new-secret" },
      "current_password: Current password is required",
    ],
    [
      "a new password of 201 characters",
      { current_password: TEST_PASSWORD, new_password: "x".repeat(201) },
      "new_password: Password is too long",
    ],
    [
      "a wrong type",
      { current_password: TEST_PASSWORD, new_password: 12345678 },
      expect.stringContaining("new_password"),
    ],
  ])("answers 400 for %s", async (_case, body, error) => {
    const user = await createUser();
    const res = await change(user.token, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error, code: "invalid_input" });
  });

  it("refuses an account without a password (social sign-in) with 400", async () => {
    const user = await createUser();
    await db.user.update({ where: { id: user.id }, data: { passwordHash: null } });
    const res = await change(user.token, { current_password: "anything-at-all", new_password: "a-brand-new-secret" });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: expect.any(String), code: "no_password" });
  });

  it("requires a signed-in caller", async () => {
    const res = await call(changePassword, {
      method: "PUT",
      body: { current_password: TEST_PASSWORD, new_password: "a-brand-new-secret" },
    });
    expect(res.status).toBe(401);
  });
});
