import { emailSchema } from "@/lib/auth/schemas";
import { inputLimits } from "@/lib/validations/limits";

/** The email field of every auth form (sign-in, sign-up, password reset): its label, autofill and the API's limits. */
export const emailInputProps = {
  label: "Email",
  type: "email",
  autoComplete: "email",
  required: true,
  ...inputLimits(emailSchema),
} as const;
