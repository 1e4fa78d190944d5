import "server-only";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { RATE_LIMITS, type RateLimitName } from "./limits";

/** One unit taken from a counter; `giveBack` returns it (only within the same window). */
export type RateLimitTicket = { key: string; windowEpoch: number };

/**
 * The limit a rule allows: its `limit`, times RATE_LIMIT_MULTIPLIER when set (a whole number ≥ 1; the e2e server
 * sets it, since the whole suite registers its accounts from 127.0.0.1 within minutes). Never below the rule.
 */
export function effectiveLimit(name: RateLimitName, env: Record<string, string | undefined> = process.env): number {
  const multiplier = Number(env.RATE_LIMIT_MULTIPLIER ?? "1");
  return RATE_LIMITS[name].limit * (Number.isInteger(multiplier) && multiplier >= 1 ? multiplier : 1);
}

function waitText(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
}

/**
 * Counts one request against `name` for `subject` and refuses it (429, with Retry-After) when the window's count
 * passes the limit. One statement counts and decides: an upsert on the counter's row that starts a new window
 * (count 1, from now) when the stored one has ended, else adds 1, and returns the new count. Concurrent requests
 * serialize on the row, so no two see the same count: 40 at once against a limit of 10 let exactly 10 through.
 * A window is fixed from the first request it counts (not aligned to the clock), and its times are the database's,
 * so instances with skewed clocks still share it.
 */
export async function takeRateLimit(name: RateLimitName, subject: string): Promise<RateLimitTicket> {
  const { windowSeconds, what } = RATE_LIMITS[name];
  const key = `${name}:${subject}`;
  const [row] = await db.$queryRaw<{ count: number; windowEpoch: number; retryAfter: number }[]>`
    INSERT INTO "RateLimit" ("key", "windowStart", "count") VALUES (${key}, now(), 1)
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "RateLimit"."windowStart" <= now() - make_interval(secs => ${windowSeconds}::int) THEN 1 ELSE "RateLimit"."count" + 1 END,
      "windowStart" = CASE WHEN "RateLimit"."windowStart" <= now() - make_interval(secs => ${windowSeconds}::int) THEN now() ELSE "RateLimit"."windowStart" END
    RETURNING "count",
      extract(epoch FROM "windowStart")::float8 AS "windowEpoch",
      greatest(1, ceil(extract(epoch FROM "windowStart") + ${windowSeconds}::int - extract(epoch FROM now())))::int AS "retryAfter"`;
  if (row.count > effectiveLimit(name)) {
    throw new AppError("RATE_LIMITED", `Too many ${what}. Please try again in ${waitText(row.retryAfter)}.`, row.retryAfter);
  }
  return { key, windowEpoch: row.windowEpoch };
}

/** Returns a taken unit (a sign-in that turned out right), unless its window has ended meanwhile. */
export async function giveBack(ticket: RateLimitTicket): Promise<void> {
  await db.$executeRaw`
    UPDATE "RateLimit" SET "count" = "count" - 1
    WHERE "key" = ${ticket.key} AND extract(epoch FROM "windowStart")::float8 = ${ticket.windowEpoch}::float8 AND "count" > 0`;
}

/** Forgets a counter (the account+address pair after a successful sign-in). */
export async function resetRateLimit(ticket: RateLimitTicket): Promise<void> {
  await db.rateLimit.deleteMany({ where: { key: ticket.key } });
}

/** Drops counters whose window ended over a day ago (a periodic task): the table holds only live windows. */
export async function sweepRateLimits(now: Date = new Date()): Promise<number> {
  const longest = Math.max(...Object.values(RATE_LIMITS).map((rule) => rule.windowSeconds));
  const { count } = await db.rateLimit.deleteMany({ where: { windowStart: { lt: new Date(now.getTime() - (longest + 86_400) * 1000) } } });
  return count;
}
