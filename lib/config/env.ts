import { z } from "zod";

// The whole configuration as one schema, checked once when a server starts (instrumentation.ts, and
// scripts/check-config.ts before `npm start` builds and migrates): a server that would answer 500 to every sign-in
// refuses to start instead. docs/architecture.md "Configuration" describes each variable.

const POSTGRES_URL = /^postgres(ql)?:\/\//;
const wholeNumber = (name: string, min: number) =>
  z
    .string()
    .refine((value) => /^\d+$/.test(value) && Number(value) >= min, `${name} must be a whole number, ${min} or more`)
    .optional();
const url = (name: string, protocols: RegExp, example: string) =>
  z
    .string()
    .refine((value) => URL.canParse(value) && protocols.test(value), `${name} must be a URL like ${example}`)
    .optional();
const pair = (env: Record<string, string | undefined>, a: string, b: string) => !env[a] === !env[b];

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).optional(),
  DATABASE_URL: z
    .string()
    .regex(POSTGRES_URL, "DATABASE_URL must be a postgresql:// URL (or unset for the embedded database)")
    .optional(),
  DATA_DIR: z.string().optional(),
  AUTH_SECRET: z.string().min(32, "AUTH_SECRET must be at least 32 characters (openssl rand -base64 32)").optional(),
  NEXTAUTH_SECRET: z
    .string()
    .min(32, "NEXTAUTH_SECRET must be at least 32 characters (openssl rand -base64 32)")
    .optional(),
  PORT: wholeNumber("PORT", 1),
  WEB_CONCURRENCY: wholeNumber("WEB_CONCURRENCY", 1),
  DEMO_DATA: z.enum(["0", "1"], "DEMO_DATA must be 0 or 1").optional(),
  NEXTAUTH_URL: url("NEXTAUTH_URL", /^https?:/, "https://lawnlink.example.com"),
  APP_URL: url("APP_URL", /^https?:/, "https://lawnlink.example.com"),
  SMTP_URL: url("SMTP_URL", /^smtps?:/, "smtp://user:pass@host:587"),
  MAIL_FROM: z.string().optional(),
  UPLOADTHING_TOKEN: z.string().optional(),
  TRUST_PROXY: wholeNumber("TRUST_PROXY", 0),
  RATE_LIMIT_MULTIPLIER: wholeNumber("RATE_LIMIT_MULTIPLIER", 1),
  SHARED_READ_CACHE_MS: wholeNumber("SHARED_READ_CACHE_MS", 0).refine(
    (value) => value === undefined || Number(value) <= 5000,
    "SHARED_READ_CACHE_MS must be at most 5000",
  ),
  PLATFORM_FEE_PERCENT: wholeNumber("PLATFORM_FEE_PERCENT", 0).refine(
    (value) => value === undefined || Number(value) <= 100,
    "PLATFORM_FEE_PERCENT must be at most 100",
  ),
  CONFIRMATION_WINDOW_HOURS: wholeNumber("CONFIRMATION_WINDOW_HOURS", 1),
  PAYOUT_DELAY_DAYS: wholeNumber("PAYOUT_DELAY_DAYS", 0),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, "STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_… or sk_live_…)")
    .optional(),
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_\w+$/, "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key (pk_…)")
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, "STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_…)")
    .optional(),
  STRIPE_API_URL: url("STRIPE_API_URL", /^https?:/, "http://localhost:12111 (stripe-mock)"),
  LOG_LEVEL: z
    .enum(
      ["fatal", "error", "warn", "info", "debug", "trace", "silent"],
      "LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent",
    )
    .optional(),
});

/** The Google and Facebook sign-in settings come in pairs: an id without its secret is a typo. */
const OAUTH_PAIRS = [
  ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET"],
  ["FACEBOOK_CLIENT_ID", "FACEBOOK_CLIENT_SECRET"],
] as const;

/** Card payment needs the server's key, the browser's and the webhooks' secret: one without the others is a typo. */
const STRIPE_KEYS = ["STRIPE_SECRET_KEY", "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET"] as const;

/**
 * Without AUTH_SECRET the embedded set-up generates one into DATA_DIR (lib/auth/secret.ts); on PostgreSQL in
 * production every instance must share one, so it must be given.
 */
export function authSecretRequired(env: Record<string, string | undefined>): boolean {
  return env.NODE_ENV === "production" && !!env.DATABASE_URL && POSTGRES_URL.test(env.DATABASE_URL);
}

/** One line per problem with the configuration, none when it is sound. Empty values read as unset. */
export function configProblems(env: Record<string, string | undefined> = process.env): string[] {
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const result = envSchema.safeParse(set);
  const problems = result.success ? [] : result.error.issues.map((issue) => issue.message);
  // Rules across variables, checked whether or not each variable alone is well formed.
  if (authSecretRequired(set) && !set.AUTH_SECRET && !set.NEXTAUTH_SECRET) {
    problems.push(
      "AUTH_SECRET must be set on PostgreSQL in production: every instance signs sessions with it (openssl rand -base64 32)",
    );
  }
  if (Number(set.WEB_CONCURRENCY) > 1 && !set.DATABASE_URL) {
    problems.push(
      "WEB_CONCURRENCY above 1 needs PostgreSQL (DATABASE_URL): the embedded database lives in one process",
    );
  }
  for (const [id, secret] of OAUTH_PAIRS) {
    if (!pair(set, id, secret)) problems.push(`${id} and ${secret} are set together or not at all`);
  }
  const stripeSet = STRIPE_KEYS.filter((name) => set[name]);
  if (stripeSet.length > 0 && stripeSet.length < STRIPE_KEYS.length) {
    problems.push(`${STRIPE_KEYS.join(", ")} are set together or not at all (card payment needs all three)`);
  }
  return problems;
}
