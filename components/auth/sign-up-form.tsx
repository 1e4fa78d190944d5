"use client";

import { useId } from "react";
import { House, Briefcase, type LucideIcon } from "lucide-react";
import { signUpSchema } from "@/lib/auth/schemas";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { TextField } from "@/components/ui/text-field";
import { useAuth } from "./auth-provider";
import { FormError } from "./form-error";
import { SubmitButton } from "./submit-button";
import { useAuthForm } from "./use-auth-form";

// SPEC §2: homeowner is the default role.
const ROLE_CHOICES: { value: "homeowner" | "provider"; title: string; detail: string; icon: LucideIcon }[] = [
  { value: "homeowner", title: "Post Jobs", detail: "I need lawn care", icon: House },
  { value: "provider", title: "Find Work", detail: "I provide services", icon: Briefcase },
];

export function SignUpForm() {
  const { signUp } = useAuth();
  const { fieldErrors, formError, pending, onSubmit } = useAuthForm(signUpSchema, signUp);
  const id = useId();
  return (
    <form onSubmit={onSubmit} className="grid gap-4">
      <FormError message={formError} />
      <div className="grid gap-2">
        <Label id={`${id}-role`}>I want to</Label>
        <RadioGroup name="role" defaultValue="homeowner" aria-labelledby={`${id}-role`} className="grid-cols-2">
          {ROLE_CHOICES.map(({ value, title, detail, icon: Icon }) => (
            <Label
              key={value}
              htmlFor={`${id}-${value}`}
              className="flex cursor-pointer items-start gap-3 rounded-lg border p-3 leading-normal transition-colors hover:bg-accent has-data-[state=checked]:border-primary has-data-[state=checked]:bg-accent"
            >
              <RadioGroupItem value={value} id={`${id}-${value}`} className="mt-0.5" />
              <span className="grid gap-0.5">
                <span className="flex items-center gap-1.5 font-semibold">
                  <Icon className="hidden size-4 text-primary sm:block" aria-hidden />
                  {title}
                </span>
                <span className="text-xs font-normal text-muted-foreground">{detail}</span>
              </span>
            </Label>
          ))}
        </RadioGroup>
      </div>
      <TextField label="Full Name" name="full_name" autoComplete="name" required error={fieldErrors.full_name} />
      <TextField label="Email" name="email" type="email" autoComplete="email" required error={fieldErrors.email} />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint="At least 8 characters"
        error={fieldErrors.password}
      />
      <TextField label="Phone Number" name="phone" type="tel" autoComplete="tel" required error={fieldErrors.phone} />
      <SubmitButton pending={pending} label="Create Account" pendingLabel="Creating account..." />
    </form>
  );
}
