import { afterEach, describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { POST as register } from "@/app/api/auth/register/route";
import { POST as placeBid } from "@/app/api/jobs/[id]/bids/route";
import { POST as postLawn } from "@/app/api/lawns/route";
import { GET as getProfile, PUT as updateProfile } from "@/app/api/users/profile/route";
import { DELETE as deleteAddress } from "@/app/api/users/addresses/route";
import { SESSION_COOKIE } from "@/lib/auth/token";
import { db } from "@/lib/db/client";
import { CROSS_SITE_MESSAGE } from "@/lib/http/csrf";
import { call, expectRefusal } from "../support/http";
import { createJob } from "../support/jobs";
import { createUser, TEST_PASSWORD } from "../support/users";

// call() addresses the handler at http://localhost, so that is the app's own origin here.
const OWN = "http://localhost";
const cookie = (token: string) => ({ cookie: `${SESSION_COOKIE}=${token}` });
const rename = (token: string, headers: Record<string, string>) =>
  call<{ full_name: string; error: string }>(updateProfile, {
    method: "PUT",
    body: { full_name: "Renamed" },
    headers: { ...cookie(token), ...headers },
  });
const nameOf = async (id: string) => (await db.user.findUniqueOrThrow({ where: { id } })).fullName;

afterEach(() => {
  delete process.env.APP_URL;
});

describe("CSRF: cookie-authenticated changes come from the app's own pages", () => {
  it("refuses a cookie PUT from another site's page with 403 { error } and changes nothing", async () => {
    const user = await createUser("homeowner", "Olivia Owner");
    for (const origin of ["https://evil.example", "http://localhost:3001", "null", "http://localhost.evil.example"]) {
      const answer = await rename(user.token, { origin });
      expect({ origin, status: answer.status, error: answer.body.error }).toEqual({
        origin,
        status: 403,
        error: CROSS_SITE_MESSAGE,
      });
    }
    expect(await nameOf(user.id)).toBe("Olivia Owner");
  });

  it("without Origin, goes by Sec-Fetch-Site: same-origin and none pass; cross-site, same-site and no header at all are refused", async () => {
    const user = await createUser();
    for (const [site, status] of [
      ["cross-site", 403],
      ["same-site", 403],
      [undefined, 403],
      ["same-origin", 200],
      ["none", 200],
    ] as const) {
      const answer = await rename(user.token, site ? { "sec-fetch-site": site } : {});
      expect({ site, status: answer.status }).toEqual({ site, status });
    }
    expect(await nameOf(user.id)).toBe("Renamed");
  });

  it("accepts the app's own origin, as addressed or as configured in APP_URL", async () => {
    const user = await createUser();
    expect((await rename(user.token, { origin: OWN })).status).toBe(200);
    process.env.APP_URL = "https://lawnlink.example.com/some/path";
    expect((await rename(user.token, { origin: "https://lawnlink.example.com" })).status).toBe(200);
    // Behind a proxy that forwards the public host and scheme.
    expect(
      (
        await rename(user.token, {
          origin: "https://lawn.example.org",
          "x-forwarded-host": "lawn.example.org",
          "x-forwarded-proto": "https",
        })
      ).status,
    ).toBe(200);
  });

  it("applies to every changing method and to the sign-in form, not to reads", async () => {
    const owner = await createUser();
    const provider = await createUser("provider");
    const job = await createJob(owner.id, { priceType: "auction" });
    const evil = { origin: "https://evil.example" };
    const lawnsBefore = await db.job.count();
    expect((await call(postLawn, { body: { title: "x" }, headers: { ...cookie(owner.token), ...evil } })).status).toBe(
      403,
    );
    expect(
      (
        await call(deleteAddress, {
          method: "DELETE",
          path: `/api/users/addresses?id=${job.id}`,
          headers: { ...cookie(owner.token), ...evil },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call(placeBid, {
          params: { id: job.id },
          body: { amount: 40, eta_days: 2 },
          headers: { ...cookie(provider.token), ...evil },
        })
      ).status,
    ).toBe(403);
    // Signing a visitor in to someone else's account from another site (login CSRF) needs a cookie jar too.
    expect(
      (
        await call(login, {
          body: { email: owner.email, password: TEST_PASSWORD },
          headers: { cookie: "theme=dark", ...evil },
        })
      ).status,
    ).toBe(403);
    expect(await db.job.count()).toBe(lawnsBefore);
    expect(await db.bid.count({ where: { jobId: job.id } })).toBe(0);

    const read = await call<{ email: string }>(getProfile, {
      method: "GET",
      headers: { ...cookie(owner.token), ...evil },
    });
    expect(read.status).toBe(200);
    expect(read.body.email).toBe(owner.email);
  });

  it("leaves Bearer requests alone whatever their Origin, and cookie-less clients outside a browser", async () => {
    const user = await createUser("homeowner", "Olivia Owner");
    const bearer = await call(updateProfile, {
      method: "PUT",
      token: user.token,
      body: { bio: "Bearer" },
      headers: { origin: "https://other-client.example", ...cookie(user.token) },
    });
    expect(bearer.status).toBe(200);
    // A mobile or server client: no cookies and no Origin, so nothing a browser could be tricked into sending.
    expect((await call(login, { body: { email: user.email, password: TEST_PASSWORD } })).status).toBe(200);
  });
});

describe("CSRF: sign-in, sign-up and sign-out take JSON from the app's own pages, cookie or not", () => {
  const signUpBody = (email: string) => ({
    email,
    password: "a-long-password",
    full_name: "Eve Attacker",
    phone: "(212) 555-0199",
  });

  it("refuses another site's sign-in and sign-up without any cookie: 403, no session, no account", async () => {
    const user = await createUser();
    for (const headers of [
      { origin: "http://evil.test" } as Record<string, string>,
      { origin: "null" },
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" },
    ]) {
      const signIn = await call(login, { body: { email: user.email, password: TEST_PASSWORD }, headers });
      expect({ headers, status: signIn.status, code: signIn.body?.code }).toEqual({
        headers,
        status: 403,
        code: "cross_site_request",
      });
      expect(signIn.headers.get("set-cookie")).toBeNull();
      const signUp = await call(register, { body: signUpBody("eve-csrf@example.com"), headers });
      expectRefusal(403, signUp.body);
      expect(signUp.body.code).toBe("cross_site_request");
    }
    expect(await db.user.count({ where: { email: "eve-csrf@example.com" } })).toBe(0);
    const own = await call(login, { body: { email: user.email, password: TEST_PASSWORD }, headers: { origin: OWN } });
    expect(own.status).toBe(200);
  });

  it("refuses the form content types and a typeless body with 415, from any origin", async () => {
    const user = await createUser();
    const credentials = JSON.stringify({ email: user.email, password: TEST_PASSWORD });
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", null]) {
      for (const origin of ["http://evil.test", OWN, null]) {
        const headers: Record<string, string> = { "content-length": String(credentials.length) };
        if (type) headers["content-type"] = type;
        if (origin) headers.origin = origin;
        // A Blob body carries no type of its own, so the request has exactly the headers above.
        const answer = await call(login, { rawBody: new Blob([credentials]), headers });
        expect({ type, origin, status: answer.status }).toEqual({ type, origin, status: 415 });
        expectRefusal(415, answer.body);
        expect(answer.headers.get("set-cookie")).toBeNull();
      }
    }
    const signUp = await call(register, {
      rawBody: JSON.stringify(signUpBody("eve-form@example.com")),
      headers: { "content-type": "text/plain" },
    });
    expect(signUp.status).toBe(415);
    expect(signUp.body.code).toBe("unsupported_media_type");
    expect(await db.user.count({ where: { email: "eve-form@example.com" } })).toBe(0);
  });

  it("refuses another site's sign-out, which leaves the session alive; the app's own signs out", async () => {
    const user = await createUser();
    for (const headers of [{ origin: "http://evil.test" }, { origin: "http://evil.test", ...cookie(user.token) }]) {
      const answer = await call(logout, { headers });
      expect(answer.status).toBe(403);
      expect(answer.body.code).toBe("cross_site_request");
    }
    const form = await call(logout, { rawBody: "x", headers: { "content-type": "text/plain", ...cookie(user.token) } });
    expect(form.status).toBe(415);
    expect((await call(getProfile, { method: "GET", token: user.token })).status).toBe(200);
    expect((await call(logout, { headers: { origin: OWN, ...cookie(user.token) } })).status).toBe(200);
    expect((await call(getProfile, { method: "GET", token: user.token })).status).toBe(401);
  });
});
