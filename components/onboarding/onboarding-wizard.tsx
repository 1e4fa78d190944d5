"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { apiFetch } from "@/lib/client/api";

// SPEC §2/§9: the wizard's option values.
const RADIUS_OPTIONS = [5, 10, 15, 20, 25, 30] as const;
const EXPERIENCE_OPTIONS = [
  { value: 0, label: "Less than 1 year" },
  { value: 1, label: "1-2 years" },
  { value: 3, label: "3-5 years" },
  { value: 6, label: "6-10 years" },
  { value: 11, label: "11+ years" },
] as const;
const STEPS = ["Equipment & Tools", "Experience & Background", "Ready to Get Started!"] as const;
const SELECT_CLASS = "h-9 w-full rounded-md border bg-background px-3 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none";

export type OnboardingValues = { equipment: string; experience_years: number; bio: string; service_radius: number };

/** The provider onboarding wizard (SPEC §2): three steps, then the profile is saved as complete. */
export function OnboardingWizard({ initial }: { initial: OnboardingValues }) {
  const router = useRouter();
  const [step, setStep] = useState(1);
  const [values, setValues] = useState(initial);
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof OnboardingValues>(key: K, value: OnboardingValues[K]) => setValues((current) => ({ ...current, [key]: value }));

  async function complete() {
    setSaving(true);
    try {
      await apiFetch("/api/users/profile", { method: "PUT", json: { ...values, profile_complete: true }, fallbackError: "Failed to complete onboarding. Please try again." });
      toast.success("Welcome to LawnLink!", { description: "Your provider profile has been set up successfully." });
      router.push("/dashboard/provider");
    } catch {
      toast.error("Error", { description: "Failed to complete onboarding. Please try again." });
      setSaving(false);
    }
  }

  const experienceLabel = EXPERIENCE_OPTIONS.find((option) => option.value === values.experience_years)?.label ?? `${values.experience_years} years`;
  return (
    <Card className="mx-auto w-full max-w-xl">
      <CardHeader className="gap-3">
        <p className="text-sm text-muted-foreground">Step {step} of 3</p>
        <div role="progressbar" aria-label="Onboarding progress" aria-valuemin={1} aria-valuemax={3} aria-valuenow={step} className="h-2 overflow-hidden rounded-full bg-muted">
          <div className="h-full bg-primary transition-all" style={{ width: `${(step / 3) * 100}%` }} />
        </div>
        <CardTitle className="text-xl">{STEPS[step - 1]}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {step === 1 && (
          <>
            <div className="grid gap-1.5">
              <Label htmlFor="equipment">Equipment description</Label>
              <Textarea id="equipment" rows={4} value={values.equipment} onChange={(e) => set("equipment", e.target.value)} placeholder="e.g., Zero-turn mower, string trimmer, leaf blower" maxLength={2000} />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="service-radius">Service radius</Label>
              <select id="service-radius" className={SELECT_CLASS} value={values.service_radius} onChange={(e) => set("service_radius", Number(e.target.value))}>
                {RADIUS_OPTIONS.map((miles) => (
                  <option key={miles} value={miles}>
                    {miles === 30 ? "30+" : miles} miles
                  </option>
                ))}
              </select>
            </div>
          </>
        )}
        {step === 2 && (
          <>
            <div className="grid gap-1.5">
              <Label htmlFor="experience">Years of experience</Label>
              <select id="experience" className={SELECT_CLASS} value={values.experience_years} onChange={(e) => set("experience_years", Number(e.target.value))}>
                {EXPERIENCE_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="bio">Professional bio</Label>
              <Textarea id="bio" rows={4} value={values.bio} onChange={(e) => set("bio", e.target.value)} maxLength={2000} />
            </div>
          </>
        )}
        {step === 3 && (
          <>
            <dl className="grid gap-2 text-sm">
              {[
                ["Equipment", values.equipment.trim() ? "Configured" : "Not specified"],
                ["Experience", experienceLabel],
                ["Service radius", `${values.service_radius === 30 ? "30+" : values.service_radius} miles`],
                ["Bio", values.bio.trim() ? "Complete" : "Not provided"],
              ].map(([term, detail]) => (
                <div key={term} className="flex justify-between border-b py-2 last:border-0">
                  <dt className="text-muted-foreground">{term}</dt>
                  <dd className="font-medium">{detail}</dd>
                </div>
              ))}
            </dl>
            <div className="rounded-lg bg-secondary p-4 text-sm text-secondary-foreground">
              <p className="font-semibold">What&apos;s Next?</p>
              <p>Browse available jobs near you, claim fixed-price jobs or bid on auctions, and build your reputation.</p>
            </div>
          </>
        )}
      </CardContent>
      <CardFooter className="justify-between">
        <Button variant="outline" onClick={() => setStep((s) => Math.max(1, s - 1))} disabled={step === 1 || saving}>
          Previous
        </Button>
        {step < 3 ? (
          <Button onClick={() => setStep((s) => Math.min(3, s + 1))}>Next</Button>
        ) : (
          <Button onClick={complete} disabled={saving}>
            {saving ? "Setting up..." : "Complete Setup"}
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
