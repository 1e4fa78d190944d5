import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { ProfileScreen } from "@/components/profile/profile-screen";
import { profileTab } from "@/components/profile/tabs";
import { getSessionUser } from "@/lib/auth/session";
import { getProfile } from "@/lib/users/get-profile";
import { toProfileDto } from "@/lib/users/profile-dto";
import { QueryProvider } from "@/components/layout/query-provider";
import { logger } from "@/lib/log/logger";

export const metadata: Metadata = { title: "Profile" };
export const dynamic = "force-dynamic";

export default async function ProfilePage({ searchParams }: { searchParams: Promise<{ tab?: string | string[] }> }) {
  const user = await getSessionUser();
  // SPEC §2: no user, no profile page.
  if (!user) redirect("/");
  const [{ tab }, profile] = await Promise.all([
    searchParams,
    // Read here, as the dashboards read their lists, so the page arrives filled in. Should the read fail, the
    // browser tries again and says so if it fails there too (ProfileScreen).
    getProfile(user.id).then(toProfileDto, (error: unknown) => {
      logger.error({ err: error }, "Failed to load profile");
      return null;
    }),
  ]);
  return (
    <QueryProvider>
      <ProfileScreen initialProfile={profile} initialTab={profileTab(tab)} />
    </QueryProvider>
  );
}
