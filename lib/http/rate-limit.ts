import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { RATE_LIMITS, type RateLimitName } from "@/lib/rate-limits/limits";
import { refuseOverLimit, takeRateLimit, type CountedRequest } from "@/lib/rate-limits/take-rate-limit";
import { clientAddress } from "./client-address";

/** The limit to count with the caller's session read (resolveCaller): a per-account one, whose subject is the caller. */
export function limitCountedWithSession(name: RateLimitName | undefined): RateLimitName | undefined {
  return name && RATE_LIMITS[name].per === "account" ? name : undefined;
}

/**
 * A route's rate limit (route()'s `rateLimit` option), counted against whom its rule names. A per-account limit was
 * counted already with the caller's session (`counted`); a caller without a session counts against no account.
 */
export async function enforceRateLimit(
  name: RateLimitName,
  request: Request,
  user: SessionUser | null,
  counted: CountedRequest | undefined,
): Promise<void> {
  const { per } = RATE_LIMITS[name];
  if (per === "account") {
    if (counted) refuseOverLimit(name, counted);
  } else if (per === "address" || (per === "anonymousAddress" && !user)) {
    await takeRateLimit(name, clientAddress(request));
  }
}
