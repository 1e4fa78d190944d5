import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { defineConfig, devices } from "@playwright/test";

// Playwright loads this file again in every worker; the runner's choices travel to them through the environment.
// A free port (so a developer's server on 3000, or a second run, never clashes) and a fresh data directory per run.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  "-e",
  "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close(); });",
])
  .toString()
  .trim();
if (!process.env.E2E_DATA_DIR) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lawnlink-e2e-"));
  process.env.E2E_DATA_DIR = dataDir;
  // On exit, after the web server is stopped, and also when it never started.
  process.on("exit", () => fs.rmSync(dataDir, { recursive: true, force: true }));
}
// The embedded database in E2E_DATA_DIR, never a PostgreSQL that DATABASE_URL might point at.
delete process.env.DATABASE_URL;

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  fullyParallel: false,
  workers: 1, // a 2-core machine also runs the Next.js server
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--no-first-run", "--disable-sync"],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    // The production build (scripts/start.mjs builds when stale), migrated, without demo data.
    command: "node scripts/start.mjs",
    url: baseURL,
    env: { PORT: process.env.E2E_PORT, DATA_DIR: process.env.E2E_DATA_DIR, DEMO_DATA: "0" },
    timeout: 300_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
    stdout: "pipe",
    stderr: "pipe",
  },
});
