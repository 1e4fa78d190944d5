import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { ProfileTabs } from "@/components/profile/profile-tabs";
import { getSessionUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Profile" };
export const dynamic = "force-dynamic";

export default async function ProfilePage() {
  // SPEC §2: no user, no profile page.
  if (!(await getSessionUser())) redirect("/");
  return (
    <>
      <SiteHeader />
      <main className="mx-auto grid w-full max-w-4xl flex-1 content-start gap-6 px-4 py-8 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight">Profile</h1>
        <ProfileTabs />
      </main>
      <SiteFooter />
    </>
  );
}
