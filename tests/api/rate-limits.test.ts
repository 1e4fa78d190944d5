import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as register } from "@/app/api/auth/register/route";
import { GET as listJobs } from "@/app/api/jobs/route";
import { POST as placeBid } from "@/app/api/jobs/[id]/bids/route";
import { POST as claimJob } from "@/app/api/jobs/[id]/claim/route";
import { POST as sendMessage } from "@/app/api/jobs/[id]/messages/route";
import { POST as postLawn } from "@/app/api/lawns/route";
import { PUT as changePassword } from "@/app/api/users/password/route";
import { POST as uploadPhoto } from "@/app/api/users/photos/upload/route";
import { POST as block } from "@/app/api/users/blocks/route";
import { db } from "@/lib/db/client";
import { clientAddress } from "@/lib/http/client-address";
import { DEVICE_COOKIE } from "@/lib/http/device-cookie";
import { RATE_LIMITS, type RateLimitName } from "@/lib/rate-limits/limits";
import { effectiveLimit, sweepRateLimits, takeRateLimit } from "@/lib/rate-limits/take-rate-limit";
import { call } from "../support/http";
import { createUser, TEST_PASSWORD } from "../support/users";

let addressSequence = 0;
/** A client address no other test uses, so each test starts with empty per-address counters. */
const freshAddress = () => `198.51.100.${++addressSequence}`;
const from = (address: string) => ({ "x-forwarded-for": address });
const signIn = (email: string, password: string, address: string) =>
  call(login, { body: { email, password }, headers: from(address) });

/** Adds `count` to a counter: the first through the real counting statement (which opens the window), the rest at once. */
async function fill(name: RateLimitName, subject: string, count = effectiveLimit(name)) {
  const { key } = await takeRateLimit(name, subject);
  await db.rateLimit.update({ where: { key }, data: { count: { increment: count - 1 } } });
}

function expectRateLimited(res: { status: number; headers: Headers; body: unknown }, what: string) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({
    error: expect.stringMatching(new RegExp(`^Too many ${what}\\. Please try again in \\d+ (seconds?|minutes)\\.$`)),
    code: "rate_limited",
  });
  const retryAfter = Number(res.headers.get("retry-after"));
  expect(Number.isInteger(retryAfter) && retryAfter >= 1).toBe(true);
}

describe("sign-in limits", () => {
  it("refuses the 11th wrong password from one address with 429 and Retry-After, even the right one", async () => {
    const user = await createUser();
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await signIn(user.email, `wrong-${i}`, address)).status);
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    expectRateLimited(await signIn(user.email, TEST_PASSWORD, address), "failed sign-in attempts");
  });

  it("does not let a stranger lock the account out: its owner signs in from another address", async () => {
    const user = await createUser();
    const stranger = freshAddress();
    for (let i = 0; i < 12; i++) await signIn(user.email, `guess-${i}`, stranger);
    expect((await signIn(user.email, "guess-again", stranger)).status).toBe(429);
    expect((await signIn(user.email, TEST_PASSWORD, freshAddress())).status).toBe(200);
  });

  it("lets 40 parallel wrong passwords through to the password check no more than the limit allows", async () => {
    const user = await createUser();
    const address = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => signIn(user.email, `parallel-${i}`, address)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(RATE_LIMITS.signInPair.limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - RATE_LIMITS.signInPair.limit);
    const counter = await db.rateLimit.findUniqueOrThrow({ where: { key: `signInPair:${user.email} ${address}` } });
    expect(counter.count).toBe(40);
  });

  it("gives a right password's attempt back and starts the pair over", async () => {
    const user = await createUser();
    const address = freshAddress();
    for (let i = 0; i < 9; i++) expect((await signIn(user.email, `wrong-${i}`, address)).status).toBe(401);
    expect((await signIn(user.email, TEST_PASSWORD, address)).status).toBe(200);
    for (let i = 0; i < 10; i++) expect((await signIn(user.email, `again-${i}`, address)).status).toBe(401);
    expect((await signIn(user.email, "once-more", address)).status).toBe(429);
    // The looser counters count failures only: 19 of them, the right password's attempt given back.
    expect((await db.rateLimit.findUniqueOrThrow({ where: { key: `signInAddress:${address}` } })).count).toBe(19);
    expect((await db.rateLimit.findUniqueOrThrow({ where: { key: `signInAccount:${user.email}` } })).count).toBe(19);
  });

  it("caps failures per address across accounts (password spraying)", async () => {
    const address = freshAddress();
    await fill("signInAddress", address);
    const user = await createUser();
    expectRateLimited(await signIn(user.email, TEST_PASSWORD, address), "failed sign-in attempts from your network");
    expect((await signIn(user.email, TEST_PASSWORD, freshAddress())).status).toBe(200);
  });

  it("caps failures per account across addresses (a distributed guess)", async () => {
    const user = await createUser();
    await fill("signInAccount", user.email);
    expectRateLimited(
      await signIn(user.email, TEST_PASSWORD, freshAddress()),
      "failed sign-in attempts for this account",
    );
  });

  it("holds only unknown devices at the account-wide cap: a device that signed in before still signs in", async () => {
    const user = await createUser();
    const before = await signIn(user.email, TEST_PASSWORD, freshAddress());
    expect(before.status).toBe(200);
    const setCookies = before.headers.getSetCookie();
    const device = setCookies.find((cookie) => cookie.startsWith(`${DEVICE_COOKIE}=`));
    expect(device).toMatch(/; Path=\/api\/auth\/login; HttpOnly; SameSite=Lax; Max-Age=\d+$/);
    // A browser sends the cookie with its Origin (a cookie without one is refused as cross-site).
    const fromDevice = { cookie: device!.split(";")[0], origin: "http://localhost" };

    // A stranger spreads wrong passwords over ten addresses until the account-wide counter is full.
    for (let i = 0; i < effectiveLimit("signInAccount"); i++) {
      const res = await signIn(user.email, `guess-${i}`, `203.0.113.${1 + (i % 10)}`);
      expect(res.status).toBe(401);
    }
    expectRateLimited(
      await signIn(user.email, TEST_PASSWORD, freshAddress()),
      "failed sign-in attempts for this account",
    );
    const owner = await call(login, {
      body: { email: user.email, password: TEST_PASSWORD },
      headers: { ...from(freshAddress()), ...fromDevice },
    });
    expect(owner.status).toBe(200);

    // The device cookie names the account: it lets no one past the cap for another account.
    const other = await createUser();
    await fill("signInAccount", other.email);
    const elsewhere = await call(login, {
      body: { email: other.email, password: TEST_PASSWORD },
      headers: { ...from(freshAddress()), ...fromDevice },
    });
    expectRateLimited(elsewhere, "failed sign-in attempts for this account");
    // A forged one neither.
    const forged = await call(login, {
      body: { email: user.email, password: TEST_PASSWORD },
      headers: { ...fromDevice, ...from(freshAddress()), cookie: `${fromDevice.cookie}x` },
    });
    expect(forged.status).toBe(429);
  });

  it("gives a known device its own cap on failures", async () => {
    const user = await createUser();
    const device = (await signIn(user.email, TEST_PASSWORD, freshAddress())).headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith(`${DEVICE_COOKIE}=`))!
      .split(";")[0];
    const statuses = [];
    for (let i = 0; i <= RATE_LIMITS.signInDevice.limit; i++) {
      const res = await call(login, {
        body: { email: user.email, password: `wrong-${i}` },
        headers: { ...from(freshAddress()), cookie: device, origin: "http://localhost" },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(RATE_LIMITS.signInDevice.limit).fill(401), 429]);
    // The account's counter was not touched by the known device's failures.
    expect((await signIn(user.email, TEST_PASSWORD, freshAddress())).status).toBe(200);
  });

  it("counts the current password of a password change like a sign-in", async () => {
    const user = await createUser();
    const address = freshAddress();
    await fill("signInPair", `${user.email} ${address}`);
    const res = await call(changePassword, {
      method: "PUT",
      token: user.token,
      headers: from(address),
      body: { current_password: TEST_PASSWORD, new_password: "a-brand-new-secret" },
    });
    expectRateLimited(res, "failed sign-in attempts");
  });

  it("starts a new window once the old one has ended", async () => {
    const user = await createUser();
    const address = freshAddress();
    for (let i = 0; i < 10; i++) await signIn(user.email, `wrong-${i}`, address);
    expect((await signIn(user.email, TEST_PASSWORD, address)).status).toBe(429);
    const key = `signInPair:${user.email} ${address}`;
    const { windowStart } = await db.rateLimit.findUniqueOrThrow({ where: { key } });
    await db.rateLimit.update({
      where: { key },
      data: { windowStart: new Date(windowStart.getTime() - RATE_LIMITS.signInPair.windowSeconds * 1000) },
    });
    expect((await signIn(user.email, TEST_PASSWORD, address)).status).toBe(200);
  });
});

describe("sign-up limit per client address", () => {
  const account = () => ({
    email: `new-${Math.random().toString(36).slice(2)}@example.com`,
    password: "a-long-password",
    full_name: "Maria Lopez",
    phone: "(212) 555-0199",
  });

  it("counts each sign-up and refuses once the address reaches the limit; another address still signs up", async () => {
    const address = freshAddress();
    expect((await call(register, { body: account(), headers: from(address) })).status).toBe(201);
    expect((await db.rateLimit.findUniqueOrThrow({ where: { key: `signUp:${address}` } })).count).toBe(1);
    await fill("signUp", address, effectiveLimit("signUp") - 1);
    const before = await db.user.count();
    expectRateLimited(await call(register, { body: account(), headers: from(address) }), "sign-ups from your network");
    expect(await db.user.count()).toBe(before);
    expect((await call(register, { body: account(), headers: from(freshAddress()) })).status).toBe(201);
  });
});

describe("per-account limits on posting, bidding, claiming, messaging, uploading and blocking", () => {
  const job = "0190f3a0-0000-7000-8000-000000000000";
  const cases = [
    ["postLawn", "homeowner", "lawns posted", (token: string) => call(postLawn, { token, body: {} })],
    ["placeBid", "provider", "bids", (token: string) => call(placeBid, { token, params: { id: job }, body: {} })],
    ["claimJob", "provider", "claims", (token: string) => call(claimJob, { token, params: { id: job } })],
    [
      "sendMessage",
      "homeowner",
      "messages",
      (token: string) => call(sendMessage, { token, params: { id: job }, body: {} }),
    ],
    ["uploadPhoto", "homeowner", "uploads", (token: string) => call(uploadPhoto, { token, rawBody: "" })],
    ["blockUser", "homeowner", "blocks and unblocks", (token: string) => call(block, { token, body: {} })],
  ] as const;

  it.each(cases)(
    "%s: counts every call and refuses the account past the limit; other accounts go on",
    async (name, role, what, send) => {
      const user = await createUser(role);
      const first = await send(user.token);
      expect(first.status).not.toBe(429);
      expect((await db.rateLimit.findUniqueOrThrow({ where: { key: `${name}:${user.id}` } })).count).toBe(1);
      await fill(name, user.id, effectiveLimit(name) - 1);
      expectRateLimited(await send(user.token), what);
      expect((await send((await createUser(role)).token)).status).not.toBe(429);
    },
  );

  it("counts a call with the caller's session, so a session that has ended counts nothing", async () => {
    const provider = await createUser("provider");
    await db.session.deleteMany({ where: { userId: provider.id } });
    expect((await call(claimJob, { token: provider.token, params: { id: job } })).status).toBe(401);
    expect(await db.rateLimit.findUnique({ where: { key: `claimJob:${provider.id}` } })).toBeNull();
  });
});

describe("anonymous listing per client address", () => {
  it("refuses an address past the limit without a session; signed-in callers and other addresses go on", async () => {
    const address = freshAddress();
    expect((await call(listJobs, { method: "GET", path: "/api/jobs", headers: from(address) })).status).toBe(200);
    await fill("anonymousListing", address, effectiveLimit("anonymousListing") - 1);
    expectRateLimited(
      await call(listJobs, { method: "GET", path: "/api/jobs", headers: from(address) }),
      "requests from your network",
    );
    const user = await createUser();
    expect(
      (await call(listJobs, { method: "GET", path: "/api/jobs", headers: from(address), token: user.token })).status,
    ).toBe(200);
    expect((await call(listJobs, { method: "GET", path: "/api/jobs", headers: from(freshAddress()) })).status).toBe(
      200,
    );
  });
});

describe("signed-in listing per account", () => {
  it("refuses an account past its generous limit, from any address; other accounts and visitors go on", async () => {
    const user = await createUser();
    const list = (token?: string) =>
      call(listJobs, { method: "GET", path: "/api/jobs", headers: from(freshAddress()), token });
    expect(effectiveLimit("accountListing")).toBeGreaterThan(effectiveLimit("anonymousListing"));
    expect((await list(user.token)).status).toBe(200);
    const key = `accountListing:${user.id}`;
    expect((await db.rateLimit.findUniqueOrThrow({ where: { key } })).count).toBe(1);
    await db.rateLimit.update({ where: { key }, data: { count: effectiveLimit("accountListing") } });
    expectRateLimited(await list(user.token), "listing requests");
    expect((await list((await createUser()).token)).status).toBe(200);
    expect((await list()).status).toBe(200);
  });
});

describe("which client address counts", () => {
  const request = (forwarded?: string) =>
    new Request("http://localhost/", { headers: forwarded ? { "x-forwarded-for": forwarded } : {} });

  it("without a trusted proxy: the rightmost X-Forwarded-For entry (the socket's, as next start writes it)", () => {
    expect(clientAddress(request("203.0.113.7"), {})).toBe("203.0.113.7");
    expect(clientAddress(request("1.1.1.1, 203.0.113.7"), { TRUST_PROXY: "0" })).toBe("203.0.113.7");
    expect(clientAddress(request(), {})).toBe("unknown");
  });

  it("behind TRUST_PROXY=N proxies: the Nth entry from the right, whatever the client wrote before it", () => {
    expect(clientAddress(request("6.6.6.6, 203.0.113.7, 10.0.0.2"), { TRUST_PROXY: "2" })).toBe("203.0.113.7");
    expect(clientAddress(request("6.6.6.6, 203.0.113.7"), { TRUST_PROXY: "1" })).toBe("203.0.113.7");
    expect(clientAddress(request("203.0.113.7"), { TRUST_PROXY: "3" })).toBe("203.0.113.7");
  });

  it("reads IPv4-mapped IPv6 as IPv4 and counts other IPv6 addresses by their /64", () => {
    expect(clientAddress(request("::ffff:127.0.0.1"), {})).toBe("127.0.0.1");
    expect(clientAddress(request("2001:db8:0:1:aaaa::1"), {})).toBe("2001:db8:0:1::/64");
    expect(clientAddress(request("2001:db8:0:1:bbbb:cccc:dddd:eeee"), {})).toBe("2001:db8:0:1::/64");
    expect(clientAddress(request("2001:db8::1"), {})).toBe("2001:db8:0:0::/64");
  });
});

describe("the limits' settings", () => {
  it("multiplies every limit by RATE_LIMIT_MULTIPLIER, a whole number of at least 1", () => {
    expect(effectiveLimit("signInPair", {})).toBe(10);
    expect(effectiveLimit("signUp", { RATE_LIMIT_MULTIPLIER: "10" })).toBe(RATE_LIMITS.signUp.limit * 10);
    for (const bad of ["0", "-3", "0.5", "lots"])
      expect(effectiveLimit("signInPair", { RATE_LIMIT_MULTIPLIER: bad })).toBe(10);
  });

  it("sweeps counters whose window ended over a day ago", async () => {
    await db.rateLimit.create({
      data: { key: "signUp:old", windowStart: new Date(Date.now() - 3 * 86_400_000), count: 5 },
    });
    await takeRateLimit("signUp", "current");
    await sweepRateLimits();
    expect(await db.rateLimit.findUnique({ where: { key: "signUp:old" } })).toBeNull();
    expect(await db.rateLimit.findUnique({ where: { key: "signUp:current" } })).not.toBeNull();
  });
});
