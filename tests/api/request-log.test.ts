import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as register } from "@/app/api/auth/register/route";
import { GET as health } from "@/app/api/health/route";
import { GET as unknownApiPath } from "@/app/api/[[...path]]/route";
import { POST as unsubscribe } from "@/app/api/unsubscribe/route";
import { GET as serveUpload } from "@/app/api/uploads/[...key]/route";
import { GET as readProfile, PUT as updateProfile } from "@/app/api/users/profile/route";
import { GET as listJobs } from "@/app/api/jobs/route";
import { GET as listAddresses } from "@/app/api/users/addresses/route";
import { GET as listNotifications } from "@/app/api/notifications/route";
import { db } from "@/lib/db/client";
import { withRequestLog } from "@/lib/http/request-log";
import { logger, setLogSink } from "@/lib/log/logger";
import { unsubscribeToken } from "@/lib/notifications/unsubscribe";
import { call } from "../support/http";
import { createUser, TEST_PASSWORD } from "../support/users";

type Line = Record<string, unknown>;
let written: string[] = [];
const lines = (): Line[] =>
  written
    .join("")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Line);
const requestLines = () => lines().filter((line) => line.msg === "request" || line.msg === "request failed");

beforeEach(() => {
  written = [];
  logger.level = "info"; // vitest.config.ts silences the logger for the other suites
  setLogSink({ write: (line: string) => written.push(line) });
});

afterEach(() => {
  setLogSink(null);
  logger.level = "silent";
});

describe("request logs", () => {
  it("writes one JSON line per API request with method, path, status, duration and the request id it echoes", async () => {
    const user = await createUser();
    const answer = await call(login, { path: "/api/auth/login", body: { email: user.email, password: TEST_PASSWORD } });
    expect(answer.status).toBe(200);
    const [line, ...more] = requestLines();
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      level: 30,
      method: "POST",
      path: "/api/auth/login",
      status: 200,
      requestId: answer.headers.get("x-request-id"),
    });
    expect(line.durationMs).toEqual(expect.any(Number));
    expect(String(line.requestId)).toMatch(/^[0-9a-f-]{36}$/);
    expect(line.time).toEqual(expect.any(String));

    const refused = await call(updateProfile, {
      method: "PUT",
      path: "/api/users/profile",
      body: { bio: 5 },
      token: user.token,
    });
    expect(refused.status).toBe(400);
    expect(requestLines().at(-1)).toMatchObject({
      method: "PUT",
      path: "/api/users/profile",
      status: 400,
      userId: user.id,
    });
  });

  it("keeps a plain request id from a proxy in front, and replaces one that could forge log lines", async () => {
    const kept = await call(health, {
      method: "GET",
      path: "/api/health",
      headers: { "x-request-id": "lb-7f3a9c21.42" },
    });
    expect(kept.headers.get("x-request-id")).toBe("lb-7f3a9c21.42");
    const replaced = await call(health, {
      method: "GET",
      path: "/api/health",
      headers: { "x-request-id": 'x" "status":200 evil' },
    });
    expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestLines().map((line) => line.requestId)).toEqual([
      "lb-7f3a9c21.42",
      replaced.headers.get("x-request-id"),
    ]);
  });

  it("never writes passwords, tokens, cookies or password hashes, nor the query string", async () => {
    const password = "an-unguessable-password-123";
    const signUp = await call<{ token: string }>(register, {
      path: "/api/auth/register",
      body: { email: "logs@example.com", password, full_name: "Log Tester", phone: "555-010-2000" },
    });
    expect(signUp.status).toBe(201);
    const { token } = signUp.body;
    const user = await db.user.findUniqueOrThrow({ where: { email: "logs@example.com" } });
    await call(login, { path: "/api/auth/login", body: { email: user.email, password: "a-wrong-password" } });
    await call(updateProfile, {
      method: "PUT",
      path: "/api/users/profile",
      body: { bio: "x" },
      token,
      headers: { cookie: `next-auth.session-token=${token}`, origin: "http://localhost" },
    });
    const unsubscribeSecret = unsubscribeToken(user.id);
    await call(unsubscribe, { path: `/api/unsubscribe?token=${encodeURIComponent(unsubscribeSecret)}` });
    const missing = new Request("http://localhost/api/uploads/nobody/missing.png");
    expect((await serveUpload(missing, { params: Promise.resolve({ key: ["nobody", "missing.png"] }) })).status).toBe(
      404,
    );
    // Anything logged by hand with a secret in it is censored too.
    logger.info({ password, user: { token, passwordHash: user.passwordHash } }, "by hand");

    const output = written.join("");
    expect(requestLines().map((line) => [line.path, line.status])).toEqual([
      ["/api/auth/register", 201],
      ["/api/auth/login", 401],
      ["/api/users/profile", 200],
      ["/api/unsubscribe", 303],
      ["/api/uploads/nobody/missing.png", 404],
    ]);
    for (const secret of [
      password,
      "a-wrong-password",
      token,
      user.passwordHash as string,
      unsubscribeSecret,
      encodeURIComponent(unsubscribeSecret),
    ]) {
      expect(output).not.toContain(secret);
    }
    expect(lines().at(-1)).toMatchObject({
      msg: "by hand",
      password: "[redacted]",
      user: { token: "[redacted]", passwordHash: "[redacted]" },
    });
  });
});

describe("API response headers", () => {
  // proxy.ts covers pages only; every API response gets its policy here, whatever answered it.
  const expectApiHeaders = (headers: Headers) => {
    expect(headers.get("content-security-policy")).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("x-frame-options")).toBe("DENY");
    expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("permissions-policy")).toContain("geolocation=()");
    expect(headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  };

  it("an answer, a refusal and an unknown API path all carry the API's security headers", async () => {
    const ok = await call(health, { method: "GET", path: "/api/health" });
    expect(ok.status).toBe(200);
    expectApiHeaders(ok.headers);
    const refused = await call(updateProfile, { method: "PUT", path: "/api/users/profile", body: { bio: "x" } });
    expect(refused.status).toBe(401);
    expectApiHeaders(refused.headers);
    const unknown = await call(unknownApiPath, { method: "GET", path: "/api/no-such-route" });
    expect(unknown).toMatchObject({ status: 404, body: { code: "not_found" } });
    expectApiHeaders(unknown.headers);
  });

  it("a personal answer (signed in, or for the caller's own data) is stored by no cache; a visitor's listing may be", async () => {
    const user = await createUser();
    const get = (handler: typeof readProfile, path: string, token?: string) =>
      call(handler, { method: "GET", path, token });
    for (const [handler, path] of [
      [readProfile, "/api/users/profile"],
      [listAddresses, "/api/users/addresses"],
      [listNotifications, "/api/notifications"],
      [listJobs, "/api/jobs?mine=true"],
      [listJobs, "/api/jobs"],
    ] as const) {
      const res = await get(handler, path, user.token);
      expect([path, res.status, res.headers.get("cache-control")]).toEqual([path, 200, "no-store"]);
    }
    const written = await call(updateProfile, {
      method: "PUT",
      path: "/api/users/profile",
      token: user.token,
      body: {},
    });
    expect(written.headers.get("cache-control")).toBe("no-store");
    expect((await get(readProfile, "/api/users/profile")).headers.get("cache-control")).toBe("no-store");
    const visitor = await get(listJobs, "/api/jobs");
    expect([visitor.status, visitor.headers.get("cache-control")]).toEqual([200, null]);
  });

  it("a redirect, whose headers are immutable, goes out as a copy with them", async () => {
    const redirect = withRequestLog(async () => Response.redirect("http://localhost/signin", 302));
    const response = await redirect(new Request("http://localhost/api/auth/signin"), undefined);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("http://localhost/signin");
    expectApiHeaders(response.headers);
  });
});
