import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import type { JobDto } from "@/lib/jobs/dto";
import { expect, newAccount, sameOrigin, test, type Account } from "./support";

// Data for the provider-side browser tests, made through the API (the suite runs with DEMO_DATA=0).

export type Registered = { account: Account; token: string; id: string };

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let counter = 0;
/** A title no other test (or earlier run on the same database) uses: cards are found by their title. */
export const uniqueTitle = (prefix: string) => `${prefix} ${Date.now().toString(36)}${(counter++).toString(36)}`;

/**
 * Registers an account. With a page's `request` the browser context also gets the session cookie, so the page is
 * signed in on its next load (the way the app itself signs in, minus the dialog).
 */
export async function register(request: APIRequestContext, role: Account["role"], name?: string): Promise<Registered> {
  const account = newAccount(role, name);
  const response = await request.post("/api/auth/register", { data: account, headers: sameOrigin() });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { token: string; user: { id: string } };
  return { account, token: body.token, id: body.user.id };
}

/** The demo accounts' password (the "demo" project's server has the demo data: README's demo accounts). */
export const DEMO_PASSWORD = "lawnlink-demo";

/** Signs a demo account in; with a page's `request` the browser context gets the session cookie, as `register`. */
export async function signInDemo(request: APIRequestContext, email: string): Promise<Omit<Registered, "account">> {
  const response = await request.post("/api/auth/login", {
    data: { email, password: DEMO_PASSWORD },
    headers: sameOrigin(),
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { token: string; user: { id: string } };
  return { token: body.token, id: body.user.id };
}

/** A second person in a browser of their own (reduced motion, the test's viewport), newly registered. */
export async function secondBrowser(
  browser: Browser,
  role: Account["role"],
  name: string,
  viewport: { width: number; height: number },
) {
  const context = await browser.newContext({ reducedMotion: "reduce", viewport });
  const account = await register(context.request, role, name);
  return { context, page: await context.newPage(), account };
}

/** A demo account signed in, in a browser of its own on the demo server. */
export async function demoBrowser(browser: Browser, email: string, width: number) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    reducedMotion: "reduce",
    viewport: { width, height: 800 },
  });
  const page = await context.newPage();
  const user = await signInDemo(page.request, email);
  return { context, page, user };
}

/** The address the helpers' lawns are posted at. */
export const GROVE_STREET = {
  full_address: "20 Grove Street, New York, NY 10014, USA",
  street_number: "20",
  street: "Grove Street",
  city: "New York",
  state: "NY",
  postal_code: "10014",
};

// Posted at GROVE_STREET unless the lawn names other address parts.
type LawnInput = Partial<typeof GROVE_STREET> & {
  title: string;
  price_type?: "fixed" | "auction";
  price_estimate?: number | null;
  area?: string;
  description?: string;
};

export async function postLawn(request: APIRequestContext, owner: Registered, lawn: LawnInput): Promise<JobDto> {
  const response = await request.post("/api/lawns", {
    headers: bearer(owner.token),
    data: {
      description: "Mow, edge and blow off the clippings.",
      area: "0.25 acres",
      price_type: "fixed",
      ...GROVE_STREET,
      ...lawn,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { job: JobDto }).job;
}

export async function placeBid(
  request: APIRequestContext,
  provider: Pick<Registered, "token">,
  jobId: string,
  bid: { amount: number; eta_days: number; message?: string },
) {
  const response = await request.post(`/api/jobs/${jobId}/bids`, { headers: bearer(provider.token), data: bid });
  expect(response.status(), await response.text()).toBe(201);
}

export async function claim(request: APIRequestContext, provider: Registered, jobId: string) {
  const response = await request.post(`/api/jobs/${jobId}/claim`, { headers: bearer(provider.token) });
  expect(response.status(), await response.text()).toBe(200);
}

/** GET /api/jobs: what the dashboard should be showing for the same query. */
export async function listJobs(request: APIRequestContext, query: Record<string, string>) {
  const response = await request.get(`/api/jobs?${new URLSearchParams(query)}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as { jobs: JobDto[]; pagination: { total: number } };
}

export const card = (page: Page, title: string) => page.getByRole("article", { name: title, exact: true });

export const cardTitles = (page: Page) =>
  page.getByRole("main").getByRole("article").getByRole("heading").allTextContents();

/** A 1x1 PNG, for uploads. */
export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

export async function expectNoSeriousViolations(page: Page) {
  // After a client navigation Next.js can put the new <title> in place a moment after the content a test waited for
  // (CI once caught a dashboard between the two: axe's document-title); every page has one, so wait for it.
  await expect(page).toHaveTitle(/\S/);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((violation) => violation.impact === "critical" || violation.impact === "serious");
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}

export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
}

/** Holds the next matching request until `release()` (to see what the page shows while it is on its way). */
export async function holdRequest(page: Page, url: string, method: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    if (route.request().method() !== method) return route.fallback();
    await released;
    await route.fallback();
  });
  return { release };
}
