import type { Metadata } from "next";
import Link from "next/link";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { OnboardingWizard } from "@/components/onboarding/onboarding-wizard";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { getSessionUser } from "@/lib/auth/session";
import { getProfile } from "@/lib/users/get-profile";

export const metadata: Metadata = { title: "Provider Onboarding" };
export const dynamic = "force-dynamic";

export default async function ProviderOnboardingPage() {
  const user = await getSessionUser();
  const profile = user?.role === "provider" ? await getProfile(user.id) : null;
  const provider = profile?.providerProfile;
  return (
    <>
      <SiteHeader />
      <main className="mx-auto grid w-full max-w-6xl flex-1 content-start gap-6 px-4 py-10 sm:px-6">
        {profile ? (
          <>
            <h1 className="text-center text-3xl font-bold tracking-tight">Set up your provider profile</h1>
            <OnboardingWizard
              initial={{
                equipment: provider?.equipment ?? "",
                // SPEC §9: defaults 10 miles and 0 years.
                service_radius: provider?.serviceRadius ?? 10,
                experience_years: provider?.experienceYears ?? 0,
                bio: provider?.bio || profile.bio,
              }}
            />
          </>
        ) : (
          <Card className="mx-auto w-full max-w-md text-center">
            <CardHeader>
              <h1 className="text-lg leading-snug font-semibold">Access Denied</h1>
            </CardHeader>
            <CardContent className="grid gap-4">
              <p className="text-muted-foreground">This page is only available to providers.</p>
              <Button asChild>
                <Link href="/">Return Home</Link>
              </Button>
            </CardContent>
          </Card>
        )}
      </main>
      <SiteFooter />
    </>
  );
}
