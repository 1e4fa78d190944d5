import type { Metadata } from "next";
import { AccessDenied } from "@/components/onboarding/access-denied";
import { OnboardingWizard } from "@/components/onboarding/onboarding-wizard";
import { getSessionUser } from "@/lib/auth/session";
import { getProfile } from "@/lib/users/get-profile";
import { QueryProvider } from "@/components/layout/query-provider";

export const metadata: Metadata = { title: "Provider Onboarding" };
export const dynamic = "force-dynamic";

export default async function ProviderOnboardingPage() {
  const user = await getSessionUser();
  const profile = user?.role === "provider" ? await getProfile(user.id) : null;
  const provider = profile?.providerProfile;
  return (
    <main className="mx-auto grid w-full max-w-6xl flex-1 content-start gap-6 px-4 py-10 sm:px-6">
      {profile ? (
        <>
          <div className="grid gap-2 text-center">
            <h1 className="text-3xl font-bold tracking-tight">
              {provider?.profileComplete ? "Your provider profile" : "Set up your provider profile"}
            </h1>
            <p className="text-muted-foreground">
              {provider?.profileComplete
                ? "Your profile is set up. Review or change it here."
                : "Three quick steps and you're ready to find work nearby."}
            </p>
          </div>
          <QueryProvider>
            <OnboardingWizard
              initial={{
                equipment: provider?.equipment ?? "",
                // SPEC §9: defaults 10 miles and 0 years.
                service_radius: provider?.serviceRadius ?? 10,
                experience_years: provider?.experienceYears ?? 0,
                bio: provider?.bio || profile.bio,
              }}
            />
          </QueryProvider>
        </>
      ) : (
        <AccessDenied signedIn={user !== null} />
      )}
    </main>
  );
}
