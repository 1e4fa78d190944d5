import { test as base, expect, type APIRequestContext, type Page } from "@playwright/test";

// Console errors a test may cause on purpose: a refused request (the browser logs its status) and the 404 page's log.
const EXPECTED_CONSOLE_ERRORS = [
  /^Failed to load resource: the server responded with a status of (400|401|404|409)/,
  /^404 Error: User attempted to access non-existent route/,
  // The Google Maps specs cut the script off on purpose (SPEC §8: the loader reports the standard message).
  /^Failed to load resource: net::ERR_INTERNET_DISCONNECTED/,
  /^The Google Maps JavaScript API failed to load\./,
];

/**
 * Every test also fails on an uncaught exception, an unexpected console error (React reports hydration errors there)
 * or anything the Content-Security-Policy blocked (proxy.ts), on any page it visits.
 */
export const test = base.extend<{ pageErrors: void }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const blocked: string[] = [];
      await page.exposeFunction("__reportCspViolation", (violation: string) => blocked.push(violation));
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          const report = (window as unknown as { __reportCspViolation(violation: string): void }).__reportCspViolation;
          report(
            `${event.effectiveDirective} blocked ${event.blockedURI || "an inline script or style"} in ${event.sourceFile || event.documentURI}:${event.lineNumber}`,
          );
        });
      });
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("console", (message) => {
        if (message.type() === "error" && !EXPECTED_CONSOLE_ERRORS.some((pattern) => pattern.test(message.text())))
          errors.push(message.text());
      });
      await use();
      expect(errors, "errors in the browser console").toEqual([]);
      expect(blocked, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * The Origin the app's own pages send with a change. API calls that ride on the browser context's session cookie
 * (no Bearer token) need it, like the browser's own: others are refused as cross-site (lib/http/csrf.ts).
 */
export const sameOrigin = () => ({ origin: new URL(test.info().project.use.baseURL as string).origin });

export type Account = {
  full_name: string;
  email: string;
  password: string;
  phone: string;
  role: "homeowner" | "provider";
};

let counter = 0;

/** A new account's details; the email is unique per call, so tests never collide on the shared database. */
export function newAccount(
  role: Account["role"],
  full_name = role === "provider" ? "Pat Provider" : "Ada Lovelace",
): Account {
  const email = `${role}-${Date.now()}-${process.pid}-${counter++}@example.test`;
  return { full_name, email, password: "correct-horse-battery", phone: "(512) 555-0142", role };
}

export async function registerViaApi(request: APIRequestContext, account: Account) {
  const response = await request.post("/api/auth/register", { data: account, headers: sameOrigin() });
  expect(response.status(), await response.text()).toBe(201);
}

export function authDialog(page: Page, title: "Welcome back!" | "Join LawnLink") {
  return page.getByRole("dialog", { name: title });
}

/** Opens the dialog from the header's 'Get Started' and creates the account through the Sign Up form. */
export async function signUpThroughUi(page: Page, account: Account) {
  await page.getByRole("banner").getByRole("button", { name: "Get Started" }).click();
  const dialog = authDialog(page, "Join LawnLink");
  await expect(dialog).toBeVisible();
  if (account.role === "provider") await dialog.getByRole("radio", { name: /Find Work/ }).check();
  await dialog.getByLabel("Full Name").fill(account.full_name);
  await dialog.getByLabel("Email").fill(account.email);
  await dialog.getByLabel("Password").fill(account.password);
  await dialog.getByLabel("Phone Number").fill(account.phone);
  await dialog.getByRole("button", { name: "Create Account" }).click();
  await expect(dialog).toBeHidden();
}

export async function storedSession(page: Page) {
  return page.evaluate(() => ({ user: localStorage.getItem("user"), token: localStorage.getItem("token") }));
}

export async function openMenu(page: Page) {
  await page.getByRole("banner").getByRole("button", { name: "Open menu" }).click();
  const sheet = page.getByRole("dialog", { name: "Menu" });
  await expect(sheet).toBeVisible();
  return sheet;
}
