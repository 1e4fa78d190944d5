"use client";

import Link from "next/link";
import { Form, FormInput, useZodForm } from "@/components/ui/form";
import { signInSchema } from "@/lib/auth/schemas";
import { inputLimits } from "@/lib/validations/limits";
import { FormError } from "./form-error";
import { useAuth } from "./auth-provider";
import { useSignIn } from "./queries";
import { SubmitButton } from "./submit-button";

const { shape } = signInSchema;

export function SignInForm() {
  const signIn = useSignIn();
  const { closeAuthDialog } = useAuth();
  const form = useZodForm(signInSchema, { defaultValues: { email: "", password: "" } });
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit((values) => signIn.mutate(values))} noValidate className="grid gap-4">
        <FormError error={signIn.error} />
        <FormInput
          control={form.control}
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...inputLimits(shape.email)}
        />
        <FormInput
          control={form.control}
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          {...inputLimits(shape.password)}
        />
        {/* A reset link by email; the dialog gives way to its page. */}
        <Link
          href="/forgot-password"
          onClick={closeAuthDialog}
          className="-mt-2 w-fit justify-self-end text-sm text-primary underline-offset-4 hover:underline"
        >
          Forgot password?
        </Link>
        <SubmitButton pending={signIn.isPending} label="Sign In" pendingLabel="Signing in..." />
      </form>
    </Form>
  );
}
