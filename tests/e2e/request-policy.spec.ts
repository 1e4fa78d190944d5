import type { APIResponse } from "@playwright/test";
import { bearer, register } from "./jobs-helpers";
import { expect, sameOrigin, test } from "./support";

// proxy.ts (pages) and route() (API) on the production server (no Google key here): the headers of every response, the methods and URLs it
// refuses, and CSRF (lib/http/csrf.ts) as a browser's requests meet it. Every other spec also fails on any CSP
// violation in the pages it drives (support.ts), the map view and the posting dialog included.

function csp(response: APIResponse): Map<string, string[]> {
  const header = response.headers()["content-security-policy"] ?? "";
  return new Map(
    header
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

function expectCommonHeaders(response: APIResponse) {
  const headers = response.headers();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("geolocation=()");
  expect(headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  // Plain HTTP: HSTS would be ignored, so it is not sent.
  expect(headers["strict-transport-security"]).toBeUndefined();
  expect(csp(response).get("frame-ancestors")).toEqual(["'none'"]);
}

test("a page carries a nonce-based CSP without 'unsafe-eval', and the security headers", async ({ request }) => {
  const first = await request.get("/");
  expect(first.status()).toBe(200);
  expectCommonHeaders(first);
  const policy = csp(first);
  const scripts = policy.get("script-src") ?? [];
  const nonce = scripts.find((source) => source.startsWith("'nonce-"))?.slice(7, -1);
  expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(scripts).toEqual(["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"]);
  expect(first.headers()["content-security-policy"]).not.toContain("unsafe-eval");
  expect(policy.get("object-src")).toEqual(["'none'"]);
  expect(policy.get("worker-src")).toEqual(["'self'", "blob:"]);
  // No key on this server: no Google origin anywhere in the policy.
  expect(first.headers()["content-security-policy"]).not.toContain("google");
  // Next.js put this request's nonce on its scripts.
  const html = await first.text();
  expect(html).toContain(`nonce="${nonce}"`);
  expect(html.match(/<script\b(?![^>]*\bnonce=)[^>]*>/g) ?? [], "scripts without the nonce").toEqual([]);

  const second = await request.get("/");
  expect(csp(second).get("script-src")).not.toContain(`'nonce-${nonce}'`);

  // Behind a TLS-terminating proxy: HSTS and upgrade-insecure-requests.
  const https = await request.get("/", { headers: { "x-forwarded-proto": "https" } });
  expect(https.headers()["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  expect(csp(https).has("upgrade-insecure-requests")).toBe(true);
});

test("an API response allows nothing to load, and carries the same headers and its request id", async ({ request }) => {
  const response = await request.get("/api/jobs");
  expect(response.status()).toBe(200);
  expectCommonHeaders(response);
  expect(csp(response).get("default-src")).toEqual(["'none'"]);
  // The id in the header is the one the route handler logged and echoed.
  const given = await request.get("/api/health", { headers: { "x-request-id": "probe-0123456789" } });
  expect(given.headers()["x-request-id"]).toBe("probe-0123456789");
  expect(await given.json()).toEqual({ status: "ok", database: "up" });
  // The proxy does not run for the API: its headers come from route(), HSTS included behind TLS.
  const https = await request.get("/api/health/live", { headers: { "x-forwarded-proto": "https" } });
  expect(https.headers()["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  // An API path that names no route: JSON, with the same headers, not the HTML not-found page.
  const unknown = await request.get("/api/no-such-route");
  expect(unknown.status()).toBe(404);
  expectCommonHeaders(unknown);
  expect(csp(unknown).get("default-src")).toEqual(["'none'"]);
  expect(await unknown.json()).toEqual({ error: expect.any(String), code: "not_found" });
});

test("answers Next.js writes itself carry the security headers: OPTIONS and the trailing-slash redirect", async ({
  request,
}) => {
  for (const path of ["/api/jobs", "/api/health"]) {
    const options = await request.fetch(path, { method: "OPTIONS" });
    expect(options.status(), `OPTIONS ${path}`).toBeLessThan(300);
    expect(options.headers()["x-content-type-options"], `OPTIONS ${path}`).toBe("nosniff");
    expect(options.headers()["x-frame-options"]).toBe("DENY");
    expect(csp(options).get("frame-ancestors")).toEqual(["'none'"]);
  }
  for (const path of ["/api/jobs/", "/dashboard/provider/"]) {
    const redirect = await request.get(path, { maxRedirects: 0 });
    expect(redirect.status(), path).toBe(308);
    expect(redirect.headers()["x-content-type-options"], path).toBe("nosniff");
    expect(redirect.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(csp(redirect).get("frame-ancestors")).toEqual(["'none'"]);
  }
});

test("TRACE and other unknown methods answer 405, malformed URL encodings 400, never 500", async ({ request }) => {
  for (const path of ["/api/jobs", "/", "/api/health"]) {
    for (const method of ["TRACE", "PROPFIND"]) {
      const response = await request.fetch(path, { method });
      expect({ path, method, status: response.status() }).toEqual({ path, method, status: 405 });
      expect(await response.json()).toEqual({ error: "Method not allowed", code: "method_not_allowed" });
    }
  }
  for (const path of ["/api/jobs/%ff", "/api/uploads/%", "/api/uploads/%E0%A4%A", "/dashboard/%c0"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(400);
    expect(await response.json()).toEqual({ error: "Malformed URL", code: "invalid_input" });
  }
});

test("CSRF: a cookie-signed change from another site is refused 403; the app's own origin and Bearer calls pass", async ({
  page,
}) => {
  const user = await register(page.request, "homeowner");
  const put = (headers: Record<string, string>, bio: string) =>
    page.request.put("/api/users/profile", { headers, data: { bio } });

  const forged = await put({ origin: "https://evil.example" }, "forged");
  expect(forged.status()).toBe(403);
  expect(await forged.json()).toEqual({ error: expect.any(String), code: "cross_site_request" });
  expect((await put({}, "no origin at all")).status()).toBe(403);
  expect((await put({ "sec-fetch-site": "cross-site" }, "cross-site")).status()).toBe(403);

  expect((await put(sameOrigin(), "own origin")).status()).toBe(200);
  expect((await put({ "sec-fetch-site": "same-origin" }, "same-origin fetch")).status()).toBe(200);
  expect((await put({ ...bearer(user.token), origin: "https://other-client.example" }, "bearer")).status()).toBe(200);

  // The browser's own requests (a real fetch from the page) carry its Origin and pass.
  await page.goto("/profile");
  const status = await page.evaluate(
    async () =>
      (
        await fetch("/api/users/profile", {
          method: "PUT",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ bio: "from the page" }),
        })
      ).status,
  );
  expect(status).toBe(200);
  expect((await (await page.request.get("/api/users/profile")).json()).bio).toBe("from the page");
});
