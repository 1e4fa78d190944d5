import { z } from "zod";
import { text } from "@/lib/validations/common";

export const roleSchema = z.enum(["homeowner", "provider"], { error: "Role must be homeowner or provider" });

export const emailSchema = text({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "Email is too long")
  .toLowerCase()
  .pipe(z.email("Enter a valid email address"));

export const signInSchema = z.object({
  email: emailSchema,
  password: text({ error: "Password is required" }).min(1, "Password is required").max(200, "Password is too long"),
});

/** The rule for a new password: sign-up and password change alike. */
export const newPasswordSchema = text({ error: "Password is required" })
  .min(8, "Password must be at least 8 characters")
  .max(200, "Password is too long");

export const signUpSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  full_name: text({ error: "Full name is required" })
    .trim()
    .min(1, "Full name is required")
    .max(100, "Full name is too long"),
  phone: text({ error: "Phone is required" })
    .trim()
    .min(1, "Phone is required")
    .max(30, "Phone number is too long")
    .regex(/^\+?[0-9()\-.\s]{7,}$/, "Enter a valid phone number"),
  role: roleSchema.default("homeowner"),
});

// PUT /api/users/password: the current password (checked like a sign-in) and the new one (the sign-up rule).
export const passwordChangeSchema = z.object({
  current_password: text({ error: "Current password is required" })
    .min(1, "Current password is required")
    .max(200, "Current password is too long"),
  new_password: newPasswordSchema,
});

// POST /api/auth/password-reset: where to send the link.
export const passwordResetRequestSchema = z.object({ email: emailSchema });

// POST /api/auth/password-reset/confirm: the emailed link's token and the new password (the sign-up rule).
export const passwordResetSchema = z.object({
  token: text({ error: "The reset link is not complete" }).min(1, "The reset link is not complete").max(2000),
  password: newPasswordSchema,
});

export type SignInInput = z.infer<typeof signInSchema>;
export type SignUpInput = z.infer<typeof signUpSchema>;
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;
export type PasswordResetRequestInput = z.infer<typeof passwordResetRequestSchema>;
export type PasswordResetInput = z.infer<typeof passwordResetSchema>;
