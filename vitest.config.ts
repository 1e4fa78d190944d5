import path from "node:path";
import os from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname),
      // Tests run server modules directly, as the server does: `server-only` is its empty server build here.
      "server-only": path.resolve(import.meta.dirname, "node_modules/server-only/empty.js"),
    },
  },
  test: {
    include: [
      "lib/**/*.test.ts",
      "tests/api/**/*.test.ts",
      "tests/db/**/*.test.ts",
      "tests/repo/**/*.test.ts",
      "tests/fakes/**/*.test.ts",
    ],
    // PostgreSQL-only suites run in the pass that has a server (TEST_DATABASE_URL).
    exclude: process.env.TEST_DATABASE_URL ? [] : ["**/*.postgres.test.ts"],
    globalSetup: ["tests/support/global-setup.ts"],
    setupFiles: ["tests/support/setup-db.ts", "tests/support/setup-after.ts"],
    // Each file gets its own fresh database (see setup-db.ts); two workers suit the 2-core machine.
    pool: "forks",
    maxWorkers: 2,
    // Generous: a test must pass on a loaded machine, and the first one of a file also warms its modules up.
    testTimeout: 120_000,
    hookTimeout: 60_000,
    env: {
      AUTH_SECRET: "vitest-only-secret-0123456789abcdef",
      DATA_DIR: path.join(os.tmpdir(), "lawnlink-vitest"),
      // Request log lines (lib/log/logger.ts) would bury the test output; tests/api/request-log.test.ts reads them.
      LOG_LEVEL: "silent",
      // route() checks every answer against its route's declared response schema (lib/http/route.ts).
      CHECK_API_RESPONSES: "1",
    },
  },
});
