import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { RATE_LIMITS, type RateLimitName } from "@/lib/rate-limits/limits";
import { takeRateLimit } from "@/lib/rate-limits/take-rate-limit";
import { clientAddress } from "./client-address";

/** A route's rate limit (route()'s `rateLimit` option), counted against whom its rule names. */
export async function enforceRateLimit(name: RateLimitName, request: Request, user: SessionUser | null): Promise<void> {
  const { per } = RATE_LIMITS[name];
  if (per === "account") {
    if (user) await takeRateLimit(name, user.id);
  } else if (per === "address" || (per === "anonymousAddress" && !user)) {
    await takeRateLimit(name, clientAddress(request));
  }
}
