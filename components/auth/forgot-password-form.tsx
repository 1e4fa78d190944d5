"use client";

import { useMutation } from "@tanstack/react-query";
import { Form, FormInput, useZodForm } from "@/components/ui/form";
import { passwordResetRequestSchema, type PasswordResetRequestInput } from "@/lib/auth/schemas";
import { apiFetch } from "@/lib/client/api";
import { inputLimits } from "@/lib/validations/limits";
import { FormError } from "./form-error";
import { SubmitButton } from "./submit-button";

const { shape } = passwordResetRequestSchema;

/** Asks for a reset link; the server answers the same for every address, and so does this form. */
export function ForgotPasswordForm() {
  const form = useZodForm(passwordResetRequestSchema, { defaultValues: { email: "" } });
  const request = useMutation({
    mutationFn: (input: PasswordResetRequestInput) =>
      apiFetch("/api/auth/password-reset", {
        method: "POST",
        json: input,
        auth: false,
        fallbackError: "Could not send the reset link",
      }),
  });
  if (request.isSuccess) return <p role="status">{request.data.message}</p>;
  return (
    <Form {...form}>
      <form
        onSubmit={form.handleSubmit((values) => request.mutate(values))}
        noValidate
        aria-label="Reset your password"
        className="grid gap-4"
      >
        <FormError error={request.error} />
        <FormInput
          control={form.control}
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...inputLimits(shape.email)}
        />
        <SubmitButton pending={request.isPending} label="Send Reset Link" pendingLabel="Sending..." />
      </form>
    </Form>
  );
}
