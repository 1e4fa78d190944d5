import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { SiteFooter } from "@/components/layout/site-footer";
import { ProfileScreen } from "@/components/profile/profile-screen";
import { profileTab } from "@/components/profile/tabs";
import { getSessionUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Profile" };
export const dynamic = "force-dynamic";

export default async function ProfilePage({ searchParams }: { searchParams: Promise<{ tab?: string | string[] }> }) {
  const user = await getSessionUser();
  // SPEC §2: no user, no profile page.
  if (!user) redirect("/");
  const { tab } = await searchParams;
  return (
    <>
      <ProfileScreen account={{ fullName: user.fullName, email: user.email, role: user.role }} initialTab={profileTab(tab)} />
      <SiteFooter />
    </>
  );
}
