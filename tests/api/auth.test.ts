import { describe, expect, it } from "vitest";
import { POST as register } from "@/app/api/auth/register/route";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { resolveCaller } from "@/lib/http/resolve-caller";
import { signSessionToken, verifySessionToken } from "@/lib/auth/token";
import { db } from "@/lib/db/client";
import { call, expectRefusal } from "../support/http";
import { createUser, TEST_PASSWORD } from "../support/users";

const signUp = (overrides: Record<string, unknown> = {}) => ({
  email: `new-${Math.random().toString(36).slice(2)}@example.com`,
  password: "a-long-password",
  full_name: "Maria Lopez",
  phone: "(212) 555-0199",
  role: "homeowner",
  ...overrides,
});

describe("POST /api/auth/register", () => {
  it("creates an account and answers 201 with the user and a token, never the hash", async () => {
    const input = signUp({ role: "provider", email: "Maria@Example.com " });
    const res = await call<{ user: Record<string, unknown>; token: string }>(register, { body: input });
    expect(res.status).toBe(201);
    expect(res.body.user).toEqual({
      id: expect.any(String),
      full_name: "Maria Lopez",
      email: "maria@example.com",
      role: "provider",
      phone: "(212) 555-0199",
    });
    expect(JSON.stringify(res.body)).not.toMatch(/argon2|password/i);
    expect((await verifySessionToken(res.body.token))?.sub).toBe(res.body.user.id);
    expect(res.headers.get("set-cookie")).toMatch(/^next-auth\.session-token=.+; Path=\/; HttpOnly; SameSite=Lax/);
    const stored = await db.user.findUniqueOrThrow({
      where: { email: "maria@example.com" },
      include: { providerProfile: true },
    });
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
    expect(stored.providerProfile).not.toBeNull();
  });

  it("defaults the role to homeowner", async () => {
    const { role: _role, ...input } = signUp();
    const res = await call<{ user: { role: string } }>(register, { body: input });
    expect(res.status).toBe(201);
    expect(res.body.user.role).toBe("homeowner");
  });

  it("refuses a duplicate email with 409", async () => {
    const input = signUp();
    expect((await call(register, { body: input })).status).toBe(201);
    const again = await call(register, { body: { ...input, email: input.email.toUpperCase() } });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: expect.any(String), code: "email_taken" });
  });

  it.each([
    ["malformed JSON", { rawBody: "{not json", headers: { "content-type": "application/json" } }],
    ["an empty body", { rawBody: "", headers: { "content-type": "application/json" } }],
    ["a missing password", { body: signUp({ password: undefined }) }],
    ["a missing phone", { body: signUp({ phone: undefined }) }],
    ["a short password", { body: signUp({ password: "short" }) }],
    ["an unknown role", { body: signUp({ role: "admin" }) }],
    ["a wrong type", { body: signUp({ full_name: 42 }) }],
    ["an email of 10,000 characters", { body: signUp({ email: `${"a".repeat(10_000)}@example.com` }) }],
    [
      "a 10 MB body",
      {
        rawBody: JSON.stringify(signUp({ full_name: "x".repeat(10 * 1024 * 1024) })),
        headers: { "content-type": "application/json" },
      },
    ],
    ["an array body", { body: [signUp()] }],
  ])("answers 400 with { error } for %s", async (_case, options) => {
    const res = await call(register, options);
    expect(res.status).toBe(400);
    expectRefusal(400, res.body);
  });

  it("writes nothing when it fails after the account's insert, so trying again succeeds", async () => {
    // A fault in starting the first session (as an unsigned token would be), injected by the database itself.
    await db.$executeRawUnsafe(`
      CREATE FUNCTION refuse_doomed_session() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF (SELECT "email" FROM "User" WHERE "id" = NEW."userId") LIKE 'doomed-%' THEN
          RAISE EXCEPTION 'session refused';
        END IF;
        RETURN NEW;
      END $$`);
    await db.$executeRawUnsafe(
      `CREATE TRIGGER refuse_doomed_session BEFORE INSERT ON "Session" FOR EACH ROW EXECUTE FUNCTION refuse_doomed_session()`,
    );
    const input = signUp({ email: "doomed-maria@example.com", role: "provider" });
    try {
      const failed = await call(register, { body: input });
      expect(failed.status).toBe(500);
      expectRefusal(500, failed.body);
      expect(await db.user.count({ where: { email: input.email } })).toBe(0);
    } finally {
      await db.$executeRawUnsafe(`DROP TRIGGER refuse_doomed_session ON "Session"`);
      await db.$executeRawUnsafe(`DROP FUNCTION refuse_doomed_session()`);
    }
    expect((await call(register, { body: input })).status).toBe(201);
  });

  it("writes nothing when the input is refused", async () => {
    const before = await db.user.count();
    await call(register, { body: signUp({ role: "admin" }) });
    expect(await db.user.count()).toBe(before);
  });
});

describe("POST /api/auth/login", () => {
  it("signs in with the right password and answers the same shape as register", async () => {
    const user = await createUser("homeowner", "Ann Owner");
    const res = await call<{ user: Record<string, unknown>; token: string }>(login, {
      body: { email: user.email, password: TEST_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toEqual({
      id: user.id,
      full_name: "Ann Owner",
      email: user.email,
      role: "homeowner",
      phone: "555-010-2000",
    });
    expect((await verifySessionToken(res.body.token))?.sub).toBe(user.id);
  });

  it("answers 401 with one generic message for a wrong password or an unknown email", async () => {
    const user = await createUser();
    const wrong = await call(login, { body: { email: user.email, password: "not-the-password" } });
    const unknown = await call(login, { body: { email: "nobody@example.com", password: "whatever-it-is" } });
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(wrong.body).toEqual({ error: expect.any(String), code: "invalid_credentials" });
    expect(unknown.body).toEqual(wrong.body);
  });

  it("answers 400 for a missing password", async () => {
    const res = await call(login, { body: { email: "a@example.com" } });
    expect(res.status).toBe(400);
    expectRefusal(400, res.body);
  });
});

describe("POST /api/auth/logout", () => {
  it("expires the session cookie", async () => {
    const res = await call(logout);
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toMatch(/^next-auth\.session-token=; .*Max-Age=0/);
  });
});

describe("resolveCaller", () => {
  const request = (headers: Record<string, string>) => new Request("http://localhost/api/x", { headers });

  it("accepts the token as a Bearer header and as the session cookie", async () => {
    const user = await createUser();
    expect((await resolveCaller(request({ authorization: `Bearer ${user.token}` }))).user?.id).toBe(user.id);
    expect((await resolveCaller(request({ cookie: `other=1; next-auth.session-token=${user.token}` }))).user?.id).toBe(
      user.id,
    );
  });

  it("never authenticates from x-user-id alone", async () => {
    const user = await createUser();
    expect((await resolveCaller(request({ "x-user-id": user.id }))).user).toBeNull();
  });

  it("refuses an x-user-id that differs from the authenticated user with 403", async () => {
    const user = await createUser();
    const other = await createUser();
    await expect(
      resolveCaller(request({ authorization: `Bearer ${user.token}`, "x-user-id": other.id })),
    ).rejects.toMatchObject({ status: 403 });
    expect(
      (await resolveCaller(request({ authorization: `Bearer ${user.token}`, "x-user-id": user.id }))).user?.id,
    ).toBe(user.id);
  });

  it("refuses forged, expired and malformed Bearer tokens with 401", async () => {
    const user = await createUser();
    const expired = await signSessionToken(
      { sub: user.id, sid: user.sessionId, role: user.role, name: "x", email: user.email },
      -10,
    );
    const forged = `${user.token.split(".").slice(0, 2).join(".")}.${"A".repeat(43)}`;
    for (const authorization of [`Bearer ${expired}`, `Bearer ${forged}`, "Bearer", "Basic abc"]) {
      await expect(resolveCaller(request({ authorization }))).rejects.toMatchObject({ status: 401 });
    }
  });

  it("treats a stale cookie as anonymous", async () => {
    expect((await resolveCaller(request({ cookie: "next-auth.session-token=garbage" }))).user).toBeNull();
  });
});
