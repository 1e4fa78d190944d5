import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { configProblems } from "@/lib/config/env";

const root = path.resolve(import.meta.dirname, "../..");
const SECRET = "a-secret-of-at-least-thirty-two-characters";
const POSTGRES = "postgresql://postgres@127.0.0.1:1/nowhere";

/** The environment of a test process without the variables the checks are about. */
function environment(overrides: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ["AUTH_SECRET", "NEXTAUTH_SECRET", "DATABASE_URL", "NODE_ENV", "LOG_LEVEL", "PORT"])
    delete env[name];
  return Object.assign(env, overrides);
}

describe("the configuration, checked once at start", () => {
  it("refuses PostgreSQL in production without AUTH_SECRET, and a secret too short to sign with", () => {
    expect(configProblems({ NODE_ENV: "production", DATABASE_URL: POSTGRES })).toEqual([
      expect.stringMatching(/^AUTH_SECRET must be set on PostgreSQL in production/),
    ]);
    expect(configProblems({ NODE_ENV: "production", DATABASE_URL: POSTGRES, AUTH_SECRET: SECRET })).toEqual([]);
    expect(configProblems({ NODE_ENV: "production", DATABASE_URL: POSTGRES, NEXTAUTH_SECRET: SECRET })).toEqual([]);
    expect(configProblems({ AUTH_SECRET: "short" })).toEqual([
      expect.stringMatching(/^AUTH_SECRET must be at least 32/),
    ]);
    // The embedded database generates its own secret into DATA_DIR, and development on PostgreSQL may too.
    expect(configProblems({ NODE_ENV: "production" })).toEqual([]);
    expect(configProblems({ NODE_ENV: "development", DATABASE_URL: POSTGRES })).toEqual([]);
  });

  it("names each problem on a line of its own; empty values read as unset", () => {
    const problems = configProblems({
      DATABASE_URL: "mysql://db/lawnlink",
      PORT: "eighty",
      LOG_LEVEL: "loud",
      SMTP_URL: "mail.example.com",
      TRUST_PROXY: "-1",
      PLATFORM_FEE_PERCENT: "101",
      CONFIRMATION_WINDOW_HOURS: "0",
      GOOGLE_CLIENT_ID: "id-without-secret",
      APP_URL: "",
    });
    expect(problems).toEqual([
      "DATABASE_URL must be a postgresql:// URL (or unset for the embedded database)",
      "PORT must be a whole number, 1 or more",
      "SMTP_URL must be a URL like smtp://user:pass@host:587",
      "TRUST_PROXY must be a whole number, 0 or more",
      "PLATFORM_FEE_PERCENT must be at most 100",
      "CONFIRMATION_WINDOW_HOURS must be a whole number, 1 or more",
      "LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent",
      "GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set together or not at all",
    ]);
  });

  it("takes card payment's three Stripe keys together, each of its own kind, or none", () => {
    const keys = {
      STRIPE_SECRET_KEY: "sk_test_abc123",
      NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: "pk_test_abc123",
      STRIPE_WEBHOOK_SECRET: "whsec_abc123",
    };
    expect(configProblems(keys)).toEqual([]);
    expect(configProblems({ ...keys, STRIPE_API_URL: "http://localhost:12111", PAYOUT_DELAY_DAYS: "0" })).toEqual([]);
    expect(configProblems({ STRIPE_SECRET_KEY: keys.STRIPE_SECRET_KEY })).toEqual([
      "STRIPE_SECRET_KEY, NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET are set together or not at all (card payment needs all three)",
    ]);
    expect(
      configProblems({
        ...keys,
        STRIPE_SECRET_KEY: "pk_test_swapped",
        PAYOUT_DELAY_DAYS: "two",
        STRIPE_API_URL: "stripe",
      }),
    ).toEqual([
      "PAYOUT_DELAY_DAYS must be a whole number, 0 or more",
      "STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_… or sk_live_…)",
      "STRIPE_API_URL must be a URL like http://localhost:12111 (stripe-mock)",
    ]);
  });

  it("npm start on PostgreSQL without AUTH_SECRET exits 1 with one line per problem, before building or migrating", () => {
    const started = spawnSync(process.execPath, ["scripts/start.mjs"], {
      cwd: root,
      encoding: "utf8",
      env: environment({ DATABASE_URL: POSTGRES, LOG_LEVEL: "loud", NEXT_DIST_DIR: ".next-config-test-never-built" }),
      timeout: 60_000,
    });
    expect(started.status).toBe(1);
    expect(started.stderr.trim().split("\n")).toEqual([
      "Configuration: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent",
      expect.stringMatching(/^Configuration: AUTH_SECRET must be set on PostgreSQL in production/),
      expect.stringMatching(/^LawnLink does not start until the configuration above is fixed/),
    ]);
    expect(started.stdout).not.toMatch(/build/i);
  }, 90_000);
});
