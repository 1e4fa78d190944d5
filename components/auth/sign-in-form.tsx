"use client";

import { signInSchema } from "@/lib/auth/schemas";
import { TextField } from "@/components/ui/text-field";
import { useAuth } from "./auth-provider";
import { FormError } from "./form-error";
import { SubmitButton } from "./submit-button";
import { useAuthForm } from "./use-auth-form";

export function SignInForm() {
  const { signIn } = useAuth();
  const { fieldErrors, formError, pending, onSubmit } = useAuthForm(signInSchema, signIn);
  return (
    <form onSubmit={onSubmit} className="grid gap-4">
      <FormError message={formError} />
      <TextField label="Email" name="email" type="email" autoComplete="email" required error={fieldErrors.email} />
      <TextField label="Password" name="password" type="password" autoComplete="current-password" required error={fieldErrors.password} />
      <SubmitButton pending={pending} label="Sign In" pendingLabel="Signing in..." />
    </form>
  );
}
