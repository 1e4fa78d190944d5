"use client";

import { useId } from "react";
import { House, Briefcase, type LucideIcon } from "lucide-react";
import { Form, FormControl, FormField, FormInput, FormItem, FormMessage, useZodForm } from "@/components/ui/form";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { signUpSchema, type SignUpInput } from "@/lib/auth/schemas";
import { inputLimits } from "@/lib/validations/limits";
import { FormError } from "./form-error";
import { useSignUp } from "./queries";
import { emailInputProps } from "./email-input";
import { SubmitButton } from "./submit-button";

// SPEC §2: homeowner is the default role.
const ROLE_CHOICES: { value: SignUpInput["role"]; title: string; detail: string; icon: LucideIcon }[] = [
  { value: "homeowner", title: "Post Jobs", detail: "I need lawn care", icon: House },
  { value: "provider", title: "Find Work", detail: "I provide services", icon: Briefcase },
];

const { shape } = signUpSchema;

export function SignUpForm() {
  const signUp = useSignUp();
  const id = useId();
  const form = useZodForm(signUpSchema, {
    defaultValues: { role: "homeowner", full_name: "", email: "", password: "", phone: "" },
  });
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit((values) => signUp.mutate(values))} noValidate className="grid gap-4">
        <FormError error={signUp.error} />
        <FormField
          control={form.control}
          name="role"
          render={({ field }) => (
            <FormItem>
              <Label id={`${id}-role`}>I want to</Label>
              <FormControl>
                <RadioGroup
                  name={field.name}
                  value={field.value}
                  onValueChange={field.onChange}
                  ref={field.ref}
                  aria-labelledby={`${id}-role`}
                  className="grid-cols-2"
                >
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
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormInput
          control={form.control}
          name="full_name"
          label="Full Name"
          autoComplete="name"
          required
          {...inputLimits(shape.full_name)}
        />
        <FormInput control={form.control} name="email" {...emailInputProps} />
        <FormInput
          control={form.control}
          name="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          hint={`At least ${shape.password.minLength} characters`}
          {...inputLimits(shape.password)}
        />
        <FormInput
          control={form.control}
          name="phone"
          label="Phone Number"
          type="tel"
          autoComplete="tel"
          required
          {...inputLimits(shape.phone)}
        />
        <SubmitButton pending={signUp.isPending} label="Create Account" pendingLabel="Creating account..." />
      </form>
    </Form>
  );
}
