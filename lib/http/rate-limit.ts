import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { RATE_LIMITS, type RateLimitName } from "@/lib/rate-limits/limits";
import { refuseOverLimit, takeRateLimit, type CountedRequest } from "@/lib/rate-limits/take-rate-limit";
import { clientAddress } from "./client-address";

/** The rate limits a route counts against: one, or several whose rules name different callers. */
export type RouteRateLimits = RateLimitName | readonly RateLimitName[];

const namesOf = (limits: RouteRateLimits | undefined): readonly RateLimitName[] =>
  limits === undefined ? [] : typeof limits === "string" ? [limits] : limits;

/** The limit to count with the caller's session read (resolveCaller): a per-account one, whose subject is the caller. */
export function limitCountedWithSession(limits: RouteRateLimits | undefined): RateLimitName | undefined {
  return namesOf(limits).find((name) => RATE_LIMITS[name].per === "account");
}

/**
 * A route's rate limits (route()'s `rateLimit` option), each counted against whom its rule names. A per-account limit
 * was counted already with the caller's session (`counted`); a caller without a session counts against no account.
 */
export async function enforceRateLimit(
  limits: RouteRateLimits,
  request: Request,
  user: SessionUser | null,
  counted: CountedRequest | undefined,
): Promise<void> {
  for (const name of namesOf(limits)) {
    const { per } = RATE_LIMITS[name];
    if (per === "account") {
      if (counted) refuseOverLimit(name, counted);
    } else if (per === "address" || (per === "anonymousAddress" && !user)) {
      await takeRateLimit(name, clientAddress(request));
    }
  }
}
