"use client";

import { useEffect, useId, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { useWatch, type FieldErrors } from "react-hook-form";
import { useCompleteOnboarding } from "@/components/profile/queries";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@/components/ui/card";
import { Form, FormSelect, FormTextarea, useZodForm } from "@/components/ui/form";
import { Progress } from "@/components/ui/progress";
import { BaseAddress } from "./base-address";
import { profileUpdateSchema, providerProfileSchema } from "@/lib/users/schemas";
import { RADIUS_OPTIONS, radiusLabel } from "@/lib/jobs/radius";
import { inputLimits } from "@/lib/validations/limits";

// What 'Complete Setup' sends (SPEC §7), checked with the API's own rules: the provider profile and the bio.
const onboardingSchema = providerProfileSchema
  .pick({ equipment: true, experience_years: true, service_radius: true })
  .extend({ bio: profileUpdateSchema.shape.bio });
const { shape } = onboardingSchema;

// SPEC §2/§9: the wizard's steps and option values.
const RADIUS_CHOICES = RADIUS_OPTIONS.map((miles) => ({ value: miles, label: radiusLabel(miles) }));
const EXPERIENCE_OPTIONS = [
  { value: 0, label: "Less than 1 year" },
  { value: 1, label: "1-2 years" },
  { value: 3, label: "3-5 years" },
  { value: 6, label: "6-10 years" },
  { value: 11, label: "11+ years" },
] as const;
const STEPS = [
  {
    title: "Equipment & Tools",
    description: "Tell homeowners what you work with and how far you travel.",
    fields: ["equipment", "service_radius"],
  },
  {
    title: "Experience & Background",
    description: "Your experience helps homeowners choose with confidence.",
    fields: ["experience_years", "bio"],
  },
  { title: "Ready to Get Started!", description: "Review your details, then complete your setup.", fields: [] },
] as const;
const LAST_STEP = STEPS.length;

export type OnboardingValues = { equipment: string; experience_years: number; bio: string; service_radius: number };

const experienceLabel = (years: number) =>
  EXPERIENCE_OPTIONS.find((option) => option.value === years)?.label ?? `${years} years`;

/** A saved value the selects do not offer (the API takes any whole number) shows as the option it falls in. */
function asOptions(values: OnboardingValues): OnboardingValues {
  return {
    ...values,
    service_radius: RADIUS_OPTIONS.findLast((miles) => miles <= values.service_radius) ?? RADIUS_OPTIONS[0],
    experience_years: EXPERIENCE_OPTIONS.findLast((option) => option.value <= values.experience_years)?.value ?? 0,
  };
}

/** The step that asks for the first field the schema refused (the fields of the other steps are not on screen). */
const stepOf = (errors: FieldErrors<OnboardingValues>) =>
  1 + STEPS.findIndex((step) => step.fields.some((field) => errors[field]));

/** The provider onboarding wizard (SPEC §2): three steps, then the provider profile is saved as complete. */
export function OnboardingWizard({ initial }: { initial: OnboardingValues }) {
  const id = useId();
  const router = useRouter();
  // `moved`: the user has gone from one step to another (on arrival, focus stays where the page put it).
  const [{ step, moved }, setPosition] = useState({ step: 1, moved: false });
  const complete = useCompleteOnboarding();
  // Busy from the click until the dashboard has replaced the page.
  const saving = complete.isPending || complete.isSuccess;
  // Each step's fields unmount when it is left; the form keeps their values.
  const form = useZodForm(onboardingSchema, { defaultValues: asOptions(initial) });
  const values = useWatch({ control: form.control });
  const heading = useRef<HTMLHeadingElement>(null);

  // After Next or Previous, focus goes to the new step's heading, so keyboard and screen-reader users start there
  // (the button they pressed may be gone, e.g. Next on the last step).
  useEffect(() => {
    if (moved) heading.current?.focus();
  }, [step, moved]);

  const go = (next: number) => setPosition({ step: Math.min(LAST_STEP, Math.max(1, next)), moved: true });

  const submit = form.handleSubmit(
    (update) => complete.mutate(update, { onSuccess: () => router.push("/dashboard/provider") }),
    (errors) => go(stepOf(errors)),
  );

  const { title, description } = STEPS[step - 1];
  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate className="mx-auto w-full max-w-xl">
        <Card>
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
                <FormTextarea
                  control={form.control}
                  name="equipment"
                  label="Equipment description"
                  rows={4}
                  placeholder="e.g., Zero-turn mower, string trimmer, edger, leaf blower"
                  {...inputLimits(shape.equipment)}
                />
                <FormSelect
                  control={form.control}
                  name="service_radius"
                  label="Service radius"
                  options={RADIUS_CHOICES}
                />
                <BaseAddress />
              </>
            )}
            {step === 2 && (
              <>
                <FormSelect
                  control={form.control}
                  name="experience_years"
                  label="Years of experience"
                  options={EXPERIENCE_OPTIONS}
                />
                <FormTextarea
                  control={form.control}
                  name="bio"
                  label="Professional bio"
                  rows={5}
                  placeholder="Tell homeowners about your business, your specialties and what makes your work stand out."
                  {...inputLimits(shape.bio)}
                />
              </>
            )}
            {step === 3 && (
              <>
                <dl className="grid text-sm">
                  {[
                    ["Equipment", values.equipment?.trim() ? "Configured" : "Not specified"],
                    ["Experience", experienceLabel(values.experience_years ?? 0)],
                    ["Service radius", radiusLabel(values.service_radius ?? 0)],
                    ["Bio", values.bio?.trim() ? "Complete" : "Not provided"],
                  ].map(([term, detail]) => (
                    <div key={term} className="flex justify-between gap-4 border-b py-2.5 last:border-0">
                      <dt className="text-muted-foreground">{term}</dt>
                      <dd className="text-right font-medium">{detail}</dd>
                    </div>
                  ))}
                </dl>
                <div className="grid gap-1 rounded-lg bg-secondary p-4 text-sm text-secondary-foreground">
                  <h3 className="font-semibold">What&apos;s Next?</h3>
                  <p>
                    Browse available jobs near you, claim fixed-price jobs or bid on auctions, and build your reputation
                    with every job you complete.
                  </p>
                </div>
              </>
            )}
          </CardContent>
          <CardFooter className="justify-between">
            <Button type="button" variant="outline" onClick={() => go(step - 1)} disabled={step === 1 || saving}>
              Previous
            </Button>
            {/* Keyed apart: were the Next button's element reused as the submit button, the click that reaches the
                last step would go on to submit the form. */}
            {step < LAST_STEP ? (
              <Button key="next" type="button" onClick={() => go(step + 1)}>
                Next
              </Button>
            ) : (
              <Button key="complete" type="submit" disabled={saving}>
                {saving ? "Setting up..." : "Complete Setup"}
              </Button>
            )}
          </CardFooter>
        </Card>
      </form>
    </Form>
  );
}
