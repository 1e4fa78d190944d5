"use client";

import { useEffect, useId, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Progress } from "@/components/ui/progress";
import { Textarea } from "@/components/ui/textarea";
import { apiFetch } from "@/lib/client/api";

// SPEC §2/§9: the wizard's steps and option values.
const RADIUS_OPTIONS = [5, 10, 15, 20, 25, 30] as const;
const EXPERIENCE_OPTIONS = [
  { value: 0, label: "Less than 1 year" },
  { value: 1, label: "1-2 years" },
  { value: 3, label: "3-5 years" },
  { value: 6, label: "6-10 years" },
  { value: 11, label: "11+ years" },
] as const;
const STEPS = [
  { title: "Equipment & Tools", description: "Tell homeowners what you work with and how far you travel." },
  { title: "Experience & Background", description: "Your experience helps homeowners choose with confidence." },
  { title: "Ready to Get Started!", description: "Review your details, then complete your setup." },
] as const;
const LAST_STEP = STEPS.length;

export type OnboardingValues = { equipment: string; experience_years: number; bio: string; service_radius: number };

const radiusLabel = (miles: number) => `${miles >= 30 ? "30+" : miles} miles`;
const experienceLabel = (years: number) => EXPERIENCE_OPTIONS.find((option) => option.value === years)?.label ?? `${years} years`;

/** A saved value the selects do not offer (the API takes any whole number) shows as the option it falls in. */
function asOptions(values: OnboardingValues): OnboardingValues {
  return {
    ...values,
    service_radius: RADIUS_OPTIONS.findLast((miles) => miles <= values.service_radius) ?? RADIUS_OPTIONS[0],
    experience_years: EXPERIENCE_OPTIONS.findLast((option) => option.value <= values.experience_years)?.value ?? 0,
  };
}

/** The provider onboarding wizard (SPEC §2): three steps, then the provider profile is saved as complete. */
export function OnboardingWizard({ initial }: { initial: OnboardingValues }) {
  const id = useId();
  const router = useRouter();
  const [step, setStep] = useState(1);
  const [values, setValues] = useState(() => asOptions(initial));
  const [saving, setSaving] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const set = <K extends keyof OnboardingValues>(key: K, value: OnboardingValues[K]) => setValues((current) => ({ ...current, [key]: value }));

  // After Next or Previous, focus goes to the new step's heading, so keyboard and screen-reader users start there
  // (the button they pressed may be gone, e.g. Next on the last step).
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);

  function go(next: number) {
    moved.current = true;
    setStep(Math.min(LAST_STEP, Math.max(1, next)));
  }

  async function complete() {
    setSaving(true);
    try {
      await apiFetch("/api/users/profile", { method: "PUT", json: { ...values, equipment: values.equipment.trim(), bio: values.bio.trim(), profile_complete: true } });
      toast.success("Welcome to LawnLink!", { description: "Your provider profile has been set up successfully." });
      router.push("/dashboard/provider");
    } catch {
      toast.error("Error", { description: "Failed to complete onboarding. Please try again." });
      setSaving(false);
    }
  }

  const { title, description } = STEPS[step - 1];
  return (
    <Card className="mx-auto w-full max-w-xl">
      <CardHeader className="gap-3">
        <div className="flex items-center justify-between text-sm text-muted-foreground">
          <span id={`${id}-step`}>
            Step {step} of {LAST_STEP}
          </span>
          <span aria-hidden>{Math.round((step / LAST_STEP) * 100)}%</span>
        </div>
        <Progress value={step} max={LAST_STEP} aria-labelledby={`${id}-step`} />
        <h2 ref={heading} tabIndex={-1} className="mt-2 text-xl font-semibold outline-none">
          {title}
        </h2>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {step === 1 && (
          <>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-equipment`}>Equipment description</Label>
              <Textarea
                id={`${id}-equipment`}
                rows={4}
                value={values.equipment}
                onChange={(event) => set("equipment", event.target.value)}
                placeholder="e.g., Zero-turn mower, string trimmer, edger, leaf blower"
                maxLength={2000}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-radius`}>Service radius</Label>
              <NativeSelect id={`${id}-radius`} value={values.service_radius} onChange={(event) => set("service_radius", Number(event.target.value))}>
                {RADIUS_OPTIONS.map((miles) => (
                  <option key={miles} value={miles}>
                    {radiusLabel(miles)}
                  </option>
                ))}
              </NativeSelect>
            </div>
          </>
        )}
        {step === 2 && (
          <>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-experience`}>Years of experience</Label>
              <NativeSelect id={`${id}-experience`} value={values.experience_years} onChange={(event) => set("experience_years", Number(event.target.value))}>
                {EXPERIENCE_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-bio`}>Professional bio</Label>
              <Textarea
                id={`${id}-bio`}
                rows={5}
                value={values.bio}
                onChange={(event) => set("bio", event.target.value)}
                placeholder="Tell homeowners about your business, your specialties and what makes your work stand out."
                maxLength={2000}
              />
            </div>
          </>
        )}
        {step === 3 && (
          <>
            <dl className="grid text-sm">
              {[
                ["Equipment", values.equipment.trim() ? "Configured" : "Not specified"],
                ["Experience", experienceLabel(values.experience_years)],
                ["Service radius", radiusLabel(values.service_radius)],
                ["Bio", values.bio.trim() ? "Complete" : "Not provided"],
              ].map(([term, detail]) => (
                <div key={term} className="flex justify-between gap-4 border-b py-2.5 last:border-0">
                  <dt className="text-muted-foreground">{term}</dt>
                  <dd className="text-right font-medium">{detail}</dd>
                </div>
              ))}
            </dl>
            <div className="grid gap-1 rounded-lg bg-secondary p-4 text-sm text-secondary-foreground">
              <h3 className="font-semibold">What&apos;s Next?</h3>
              <p>Browse available jobs near you, claim fixed-price jobs or bid on auctions, and build your reputation with every job you complete.</p>
            </div>
          </>
        )}
      </CardContent>
      <CardFooter className="justify-between">
        <Button variant="outline" onClick={() => go(step - 1)} disabled={step === 1 || saving}>
          Previous
        </Button>
        {step < LAST_STEP ? (
          <Button onClick={() => go(step + 1)}>Next</Button>
        ) : (
          <Button onClick={complete} disabled={saving}>
            {saving ? "Setting up..." : "Complete Setup"}
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
