import "server-only";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
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

const counterKey = (name: RateLimitName, subject: string) => `${name}:${subject}`;

/** A counter as one request left it: its count in the window, the window's start, and the seconds left of it. */
export type CountedRequest = { count: number; windowEpoch: number; retryAfter: number };

/**
 * The statement that counts one request against `name` for `subject`, answering the counter as CountedRequest: an
 * upsert on the counter's row that starts a new window (count 1, from now) when the stored one has ended, else adds 1.
 * Concurrent requests serialize on the row, so no two see the same count: 40 at once against a limit of 10 let exactly
 * 10 through. A window is fixed from the first request it counts (not aligned to the clock), and its times are the
 * database's, so instances with skewed clocks still share it. `onlyIf` makes the count conditional (a statement that
 * reads the caller counts the request only if there is one).
 */
export function countRequestSql(
  name: RateLimitName,
  subject: string,
  onlyIf: Prisma.Sql = Prisma.sql`true`,
): Prisma.Sql {
  const { windowSeconds } = RATE_LIMITS[name];
  const ended = Prisma.sql`"RateLimit"."windowStart" <= now() - make_interval(secs => ${windowSeconds}::int)`;
  return Prisma.sql`
    INSERT INTO "RateLimit" ("key", "windowStart", "count") SELECT ${counterKey(name, subject)}, now(), 1 WHERE ${onlyIf}
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN ${ended} THEN 1 ELSE "RateLimit"."count" + 1 END,
      "windowStart" = CASE WHEN ${ended} THEN now() ELSE "RateLimit"."windowStart" END
    RETURNING "count",
      extract(epoch FROM "windowStart")::float8 AS "windowEpoch",
      greatest(1, ceil(extract(epoch FROM "windowStart") + ${windowSeconds}::int - extract(epoch FROM now())))::int AS "retryAfter"`;
}

/** Refuses the request (429, with Retry-After) when its count passed the limit. */
export function refuseOverLimit(name: RateLimitName, counted: CountedRequest): void {
  if (counted.count > effectiveLimit(name)) {
    throw new AppError(
      "rate_limited",
      `Too many ${RATE_LIMITS[name].what}. Please try again in ${waitText(counted.retryAfter)}.`,
      counted.retryAfter,
    );
  }
}

/** Counts one request against `name` for `subject` and refuses it when the window's count passes the limit. */
export async function takeRateLimit(name: RateLimitName, subject: string): Promise<RateLimitTicket> {
  const [counted] = await db.$queryRaw<CountedRequest[]>(countRequestSql(name, subject));
  refuseOverLimit(name, counted);
  return { key: counterKey(name, subject), windowEpoch: counted.windowEpoch };
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
  const { count } = await db.rateLimit.deleteMany({
    where: { windowStart: { lt: new Date(now.getTime() - (longest + 86_400) * 1000) } },
  });
  return count;
}
