import { ArrowRight, ClipboardList } from "lucide-react";
import { ButtonLink } from "@/components/ui/button-link";

/** Until a provider's profile is complete (SPEC §2 onboarding), the dashboard says where to finish it. */
export function OnboardingPrompt() {
  return (
    <section
      aria-labelledby="onboarding-prompt-title"
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <ClipboardList className="mt-0.5 size-5 shrink-0" aria-hidden />
        <div className="grid gap-0.5">
          <h2 id="onboarding-prompt-title" className="font-semibold">
            Complete your provider profile
          </h2>
          <p className="text-sm">
            Tell homeowners about your equipment, experience and service area: three quick steps.
          </p>
        </div>
      </div>
      {/* Not prefetched: the prefetch would be work while a phone starts the dashboard (docs/performance.md). */}
      <ButtonLink href="/provider-onboarding" prefetch={false} size="sm" className="w-fit shrink-0">
        Set up your profile
        <ArrowRight aria-hidden />
      </ButtonLink>
    </section>
  );
}
