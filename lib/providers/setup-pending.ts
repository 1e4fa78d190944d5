import "server-only";
import { db } from "@/lib/db/client";

/** Whether a provider has still to complete onboarding: one column of their provider profile (none yet: pending). */
export async function providerSetupPending(userId: string): Promise<boolean> {
  const profile = await db.providerProfile.findUnique({ where: { userId }, select: { profileComplete: true } });
  return !profile?.profileComplete;
}
