import fs from "node:fs";

// The run's database lives in a temporary directory made by playwright.config.ts.
export default function globalTeardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}
