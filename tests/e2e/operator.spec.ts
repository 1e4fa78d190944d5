import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { spawn, type ChildProcess } from "node:child_process";
import { expect, test, type BrowserContext } from "@playwright/test";
import { expectNoSeriousViolations, expectNoSidewaysScroll } from "./jobs-helpers";

// The operator console on a server of its own (the production build the run already made) with the demo data, whose
// ops@demo.lawnlink.test is an operator: the shared server has no demo data, and its embedded database cannot be
// opened by `npm run operator` while it runs.

const ROOT = path.resolve(import.meta.dirname, "../..");
const PASSWORD = "lawnlink-demo";

type Server = { child: ChildProcess; url: string; output: string[]; dataDir: string };
let server: Server;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

async function startServer(): Promise<Server> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lawnlink-e2e-ops-"));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    DEMO_DATA: "1",
    LOG_LEVEL: "warn",
    SHARED_READ_CACHE_MS: "0",
    NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: "",
  };
  delete env.DATABASE_URL;
  delete env.NEXTAUTH_URL;
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: ROOT,
    env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  child.stdout!.on("data", (chunk) => output.push(String(chunk)));
  child.stderr!.on("data", (chunk) => output.push(String(chunk)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output.join("")}`);
    const ready = await fetch(`${url}/api/jobs?limit=1`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return { child, url, output, dataDir };
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${output.join("")}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function signIn(context: BrowserContext, email: string) {
  const res = await context.request.post(`${server.url}/api/auth/login`, {
    data: { email, password: PASSWORD },
    headers: { origin: server.url },
  });
  expect(res.status()).toBe(200);
}

test.describe.configure({ timeout: 360_000 });
test.use({ contextOptions: { reducedMotion: "reduce" } });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  server = await startServer();
});

test.afterAll(async () => {
  if (server?.child.exitCode === null) {
    const exited = new Promise((resolve) => server.child.once("exit", resolve));
    process.kill(-server.child.pid!, "SIGTERM");
    await exited;
  }
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
});

test("an operator suspends a user from /admin/users, and that user is signed out on their next request", async ({
  browser,
}) => {
  const operator = await browser.newContext({ baseURL: server.url });
  const member = await browser.newContext({ baseURL: server.url });
  await signIn(operator, "ops@demo.lawnlink.test");
  await signIn(member, "olivia@demo.lawnlink.test");

  const memberPage = await member.newPage();
  await memberPage.goto("/dashboard");
  await expect(memberPage.getByRole("heading", { level: 1, name: "My Lawns" })).toBeVisible();
  // Not an operator: /admin is the site's 404, and the menu has no Admin entry.
  expect((await memberPage.goto("/admin"))?.status()).toBe(404);
  await memberPage.goto("/dashboard");
  await memberPage.getByRole("banner").getByRole("button", { name: "Open menu" }).click();
  await expect(memberPage.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "My Lawns" })).toBeVisible();
  await expect(memberPage.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Admin" })).toHaveCount(0);
  await memberPage.keyboard.press("Escape");

  const page = await operator.newPage();
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Admin" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  await expect(page.getByRole("img", { name: /Bar chart/ })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole("navigation", { name: "Operator console" }).getByRole("link", { name: "Users" }).click();
  await page.getByRole("searchbox", { name: "Search by name or email" }).fill("olivia");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/q=olivia/);
  await expectNoSeriousViolations(page);
  await page.getByRole("list", { name: "Users" }).getByRole("link", { name: "Olivia Bennett" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Olivia Bennett" })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole("button", { name: "Suspend" }).click();
  const dialog = page.getByRole("dialog", { name: "Suspend Olivia Bennett?" });
  await dialog.getByRole("button", { name: "Suspend" }).click();
  await expect(dialog.getByText(/at least 3 characters/)).toBeVisible();
  await dialog.getByRole("textbox", { name: "Reason" }).fill("Fraudulent postings");
  await dialog.getByRole("button", { name: "Suspend" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/suspended since/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Reinstate" })).toBeVisible();

  // Her next navigation finds her signed out: the page renders for a visitor, and her API calls are refused.
  await memberPage.goto("/dashboard");
  await expect(memberPage.getByRole("banner").getByRole("button", { name: "Get Started" })).toBeVisible();
  expect((await member.request.get(`${server.url}/api/users/profile`)).status()).toBe(401);
  const again = await member.request.post(`${server.url}/api/auth/login`, {
    data: { email: "olivia@demo.lawnlink.test", password: PASSWORD },
    headers: { origin: server.url },
  });
  expect(again.status()).toBe(403);
  expect(await again.json()).toEqual({ error: "This account is suspended", code: "account_suspended" });

  // The audit log shows it, and the console is usable on a phone.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/admin/audit");
  await expect(page.getByText("“Fraudulent postings”")).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousViolations(page);
  for (const section of ["/admin", "/admin/users", "/admin/jobs", "/admin/reviews"]) {
    await page.goto(section);
    await expectNoSidewaysScroll(page);
    await expectNoSeriousViolations(page);
  }
  await operator.close();
  await member.close();
});
