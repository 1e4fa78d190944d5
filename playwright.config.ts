import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { pathToFileURL } from "node:url";
import { defineConfig, devices } from "@playwright/test";

// Playwright loads this file again in every worker; the runner's choices travel to them through the environment.
// A free port (so a developer's server on 3000, or a second run, never clashes) and a fresh data directory per run.
const freePort = () =>
  execFileSync(process.execPath, [
    "-e",
    "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close(); });",
  ])
    .toString()
    .trim();
function freshDataDir(variable: string): string {
  const existing = process.env[variable];
  if (existing) return existing;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lawnlink-e2e-"));
  process.env[variable] = dataDir;
  // On exit, after the web server is stopped, and also when it never started.
  process.on("exit", () => fs.rmSync(dataDir, { recursive: true, force: true }));
  return dataDir;
}
const port = (process.env.E2E_PORT ??= freePort());
const dataDir = freshDataDir("E2E_DATA_DIR");
// A second server from the same build, with a Google Maps key, for the specs run against a fake Google script.
const googlePort = (process.env.E2E_GOOGLE_PORT ??= freePort());
const googleDataDir = freshDataDir("E2E_GOOGLE_DATA_DIR");
// A third server with the demo data (its operator, its rated providers), for the specs that need them; the first
// server's marketplace starts empty. A spec can move its clock forward (tests/e2e/server-clock.ts).
const demoPort = (process.env.E2E_DEMO_PORT ??= freePort());
const demoDataDir = freshDataDir("E2E_DEMO_DATA_DIR");
const clockFile = (process.env.E2E_CLOCK_FILE ??= path.join(freshDataDir("E2E_CLOCK_DIR"), "offset-ms"));
// A fourth server with Stripe keys, whose Stripe is the fake Stripe server (tests/fakes/stripe/serve.ts), for the
// card-payment specs.
const cardPort = (process.env.E2E_CARD_PORT ??= freePort());
const cardDataDir = freshDataDir("E2E_CARD_DATA_DIR");
const stripePort = (process.env.E2E_STRIPE_PORT ??= freePort());
process.env.E2E_STRIPE_URL = `http://127.0.0.1:${stripePort}`;
const STRIPE_KEYS = {
  STRIPE_SECRET_KEY: "sk_test_e2e",
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: "pk_test_e2e",
  STRIPE_WEBHOOK_SECRET: "whsec_e2e",
};
// The embedded database in E2E_DATA_DIR, never a PostgreSQL that DATABASE_URL might point at.
delete process.env.DATABASE_URL;

const baseURL = `http://127.0.0.1:${port}`;
const googleBaseURL = `http://127.0.0.1:${googlePort}`;
const demoBaseURL = `http://127.0.0.1:${demoPort}`;
const cardBaseURL = `http://127.0.0.1:${cardPort}`;
const CARD_SPECS = /card-payments\.spec\.ts$/;
const GOOGLE_SPECS = /google-maps\.spec\.ts$/;
const DEMO_SPECS = /(bid-deadlines|blocks|disputes|operator)\.spec\.ts$/;

function appServer(url: string, env: Record<string, string>) {
  return {
    command: "node scripts/start.mjs",
    url,
    // Warnings and errors only: a line per request would bury the test output. The suite registers about a hundred
    // accounts from 127.0.0.1 within minutes: ten times every rate limit. Shared reads (listings, bids) are read fresh,
    // so a screen and the API agree at once (the 2 s reuse is tested in tests/api/shared-reads.test.ts).
    env: { DEMO_DATA: "0", LOG_LEVEL: "warn", RATE_LIMIT_MULTIPLIER: "10", SHARED_READ_CACHE_MS: "0", ...env },
    timeout: 300_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: "SIGTERM" as const, timeout: 5_000 },
    stdout: "pipe" as const,
    stderr: "pipe" as const,
  };
}

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  fullyParallel: false,
  workers: 1, // a 2-core machine also runs the Next.js server
  retries: 0,
  // Generous: the suite must pass on a loaded machine (a slow step is slow, not wrong); a passing test never waits.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"] }, testIgnore: [GOOGLE_SPECS, DEMO_SPECS, CARD_SPECS] },
    { name: "google-maps", use: { ...devices["Desktop Chrome"], baseURL: googleBaseURL }, testMatch: GOOGLE_SPECS },
    { name: "demo", use: { ...devices["Desktop Chrome"], baseURL: demoBaseURL }, testMatch: DEMO_SPECS },
    { name: "card", use: { ...devices["Desktop Chrome"], baseURL: cardBaseURL }, testMatch: CARD_SPECS },
  ],
  // Started one after the other: the first builds when stale, the second reuses that build.
  webServer: [
    // The production build (scripts/start.mjs builds when stale), migrated, without demo data, without a Google key.
    appServer(baseURL, { PORT: port, DATA_DIR: dataDir, NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: "" }),
    appServer(googleBaseURL, {
      PORT: googlePort,
      DATA_DIR: googleDataDir,
      NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: "e2e-fake-key",
    }),
    appServer(demoBaseURL, {
      PORT: demoPort,
      DATA_DIR: demoDataDir,
      NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: "",
      DEMO_DATA: "1",
      E2E_CLOCK_FILE: clockFile,
      NODE_OPTIONS: `--import ${pathToFileURL(path.resolve(import.meta.dirname, "tests/e2e/server-clock.mjs"))}`,
    }),
    // The fake Stripe, delivering its webhooks to the card server, which it must outlive.
    {
      command: "npx tsx tests/fakes/stripe/serve.ts",
      url: `${process.env.E2E_STRIPE_URL}/v1/accounts`,
      env: {
        FAKE_STRIPE_PORT: stripePort,
        FAKE_STRIPE_WEBHOOK_URL: `${cardBaseURL}/api/webhooks/stripe`,
        FAKE_STRIPE_WEBHOOK_SECRET: STRIPE_KEYS.STRIPE_WEBHOOK_SECRET,
      },
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: "pipe" as const,
      stderr: "pipe" as const,
    },
    appServer(cardBaseURL, {
      PORT: cardPort,
      DATA_DIR: cardDataDir,
      NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: "",
      ...STRIPE_KEYS,
      STRIPE_API_URL: process.env.E2E_STRIPE_URL,
      // Stripe's onboarding returns the browser to the public URL, which must be the address it signed in at.
      APP_URL: cardBaseURL,
    }),
  ],
});
