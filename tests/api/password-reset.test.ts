import { describe, expect, it } from "vitest";
import { POST as requestReset } from "@/app/api/auth/password-reset/route";
import { POST as confirmReset } from "@/app/api/auth/password-reset/confirm/route";
import { POST as login } from "@/app/api/auth/login/route";
import { RESET_REQUESTED_MESSAGE, signResetToken } from "@/lib/auth/password-reset";
import { signSessionToken } from "@/lib/auth/token";
import { db } from "@/lib/db/client";
import { call, expectRefusal } from "../support/http";
import { createUser, TEST_PASSWORD } from "../support/users";

const ask = (email: string, address = "203.0.113.7") =>
  call<{ message: string }>(requestReset, { body: { email }, headers: { "x-forwarded-for": address } });
const confirm = (token: string, password = "a-brand-new-password") =>
  call<{ message: string; code?: string }>(confirmReset, { body: { token, password } });
const signIn = (email: string, password: string) => call(login, { body: { email, password } });

/** The reset link's token from the email the outbox holds for `email`. */
async function mailedToken(email: string): Promise<string> {
  const mail = await db.outboxMessage.findFirstOrThrow({ where: { recipient: email }, orderBy: { createdAt: "desc" } });
  expect(mail).toMatchObject({ channel: "email", subject: "Reset your LawnLink password", notificationId: null });
  const link = new URL(/https?:\/\/\S+\/reset-password\?token=\S+/.exec(mail.text!)![0]);
  return link.searchParams.get("token")!;
}

describe("password reset by email", () => {
  it("mails a link that sets a new password once, and signs the account out everywhere", async () => {
    const user = await createUser();
    const res = await ask(user.email.toUpperCase());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(RESET_REQUESTED_MESSAGE);
    const token = await mailedToken(user.email);

    const done = await confirm(token);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(await db.session.count({ where: { userId: user.id } })).toBe(0);
    expect((await signIn(user.email, TEST_PASSWORD)).status).toBe(401);
    expect((await signIn(user.email, "a-brand-new-password")).status).toBe(200);

    // Single use: the password it was issued against is gone.
    const again = await confirm(token, "yet-another-password");
    expectRefusal(again.status, again.body);
    expect(again.body.code).toBe("reset_link_invalid");
    expect((await signIn(user.email, "a-brand-new-password")).status).toBe(200);
  });

  it("answers an unknown email exactly as a known one, and mails nothing", async () => {
    const unknown = `nobody-${crypto.randomUUID()}@example.com`;
    const res = await ask(unknown);
    expect([res.status, res.body]).toEqual([200, { message: RESET_REQUESTED_MESSAGE }]);
    expect(await db.outboxMessage.count({ where: { recipient: unknown } })).toBe(0);
  });

  it("refuses an expired link, a forged or mangled one, and a session token", async () => {
    const user = await createUser();
    const stored = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    const old = await signResetToken(
      { id: user.id, passwordHash: stored.passwordHash! },
      new Date(Date.now() - 2 * 60 * 60_000),
    );
    const expired = await confirm(old);
    expect([expired.status, expired.body.code]).toEqual([400, "reset_link_expired"]);

    const fresh = await signResetToken({ id: user.id, passwordHash: stored.passwordHash! });
    const [header, payload, signature] = fresh.split(".");
    const tampered = `${header}.${payload}.${signature.slice(0, -4)}AAAA`;
    const session = await signSessionToken({
      sub: user.id,
      sid: user.sessionId,
      role: "homeowner",
      name: "",
      email: "",
    });
    for (const token of [tampered, "not-a-token", session]) {
      const res = await confirm(token);
      expect([res.status, res.body.code], token).toEqual([400, "reset_link_invalid"]);
    }
    expect((await signIn(user.email, TEST_PASSWORD)).status).toBe(200);
    // A new password is held to the sign-up rule.
    const short = await confirm(fresh, "short");
    expect([short.status, short.body.code]).toEqual([400, "invalid_input"]);
  });

  it("limits how often one network asks", async () => {
    const address = `198.51.100.${Math.floor(Math.random() * 200)}`;
    const statuses: number[] = [];
    for (let n = 0; n < 12; n++) statuses.push((await ask(`someone-${n}@example.com`, address)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.at(-1)).toBe(429);
  });
});
