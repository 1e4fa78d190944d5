import { EarningsPanel } from "@/components/provider/earnings-panel";
import { LoadError } from "@/components/ui/load-error";
import type { SessionUser } from "@/lib/auth/session-user";
import { getEarnings } from "@/lib/jobs/get-earnings";
import { logger } from "@/lib/log/logger";

/** Earnings: the provider's totals and completed-job payments. */
export async function EarningsTab({ user }: { user: SessionUser }) {
  let earnings: Awaited<ReturnType<typeof getEarnings>>;
  try {
    earnings = await getEarnings(user.id);
  } catch (error) {
    logger.error({ err: error }, "Failed to load earnings");
    return <LoadError message="Failed to load earnings. Please try again." />;
  }
  return <EarningsPanel earnings={earnings} />;
}
