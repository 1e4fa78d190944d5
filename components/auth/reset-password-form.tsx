"use client";

import { useMutation } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Form, FormInput, useZodForm } from "@/components/ui/form";
import { passwordResetSchema, type PasswordResetInput } from "@/lib/auth/schemas";
import { apiFetch } from "@/lib/client/api";
import { inputLimits } from "@/lib/validations/limits";
import { useAuth } from "./auth-provider";
import { FormError } from "./form-error";
import { SubmitButton } from "./submit-button";

const { shape } = passwordResetSchema;

/** Sets a new password from an emailed link (its token); then the person signs in with it. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { openAuthDialog } = useAuth();
  const form = useZodForm(passwordResetSchema, { defaultValues: { token, password: "" } });
  const reset = useMutation({
    mutationFn: (input: PasswordResetInput) =>
      apiFetch("/api/auth/password-reset/confirm", {
        method: "POST",
        json: input,
        auth: false,
        fallbackError: "Could not set the new password",
      }),
  });
  if (reset.isSuccess)
    return (
      <div className="grid gap-4">
        <p role="status">{reset.data.message}</p>
        <Button onClick={() => openAuthDialog("signin")}>Sign In</Button>
      </div>
    );
  return (
    <Form {...form}>
      <form
        onSubmit={form.handleSubmit((values) => reset.mutate(values))}
        noValidate
        aria-label="Choose a new password"
        className="grid gap-4"
      >
        <FormError error={reset.error} />
        <FormInput
          control={form.control}
          name="password"
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters."
          required
          {...inputLimits(shape.password)}
        />
        <SubmitButton pending={reset.isPending} label="Set New Password" pendingLabel="Saving..." />
      </form>
    </Form>
  );
}
