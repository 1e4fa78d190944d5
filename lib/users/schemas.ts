import { z } from "zod";
import { emailSchema, signUpSchema } from "@/lib/auth/schemas";
import { text } from "@/lib/validations/common";

// Free text written in a text area: several lines allowed.
const longText = (name: string, max: number) =>
  text({ error: `${name} must be text`, multiline: true })
    .trim()
    .max(max, `${name} must be at most ${max.toLocaleString("en-US")} characters`);

const wholeNumber = (name: string, min: number, max: number) =>
  z
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be at least ${min}`)
    .max(max, `${name} must be at most ${max}`);

// The provider profile of onboarding (SPEC §3); only providers may send these.
export const providerProfileSchema = z.object({
  equipment: longText("Equipment", 2000).optional(),
  experience_years: wholeNumber("Experience years", 0, 60).optional(),
  service_radius: wholeNumber("Service radius", 1, 100).optional(),
  profile_complete: z.boolean({ error: "profile_complete must be true or false" }).optional(),
});

// PUT /api/users/profile: a partial update with the profile-save fields and the onboarding fields (SPEC §7).
// Email is accepted only unchanged, because the profile form may send it back.
export const profileUpdateSchema = providerProfileSchema.extend({
  full_name: signUpSchema.shape.full_name.optional(),
  phone: signUpSchema.shape.phone.optional(),
  email: emailSchema.optional(),
  bio: longText("Bio", 2000).optional(),
  lawn_care_preferences: longText("Lawn care preferences", 1000).optional(),
  notification_preferences: z
    .object(
      {
        email: z.boolean({ error: "Email notifications must be true or false" }).optional(),
        sms: z.boolean({ error: "SMS notifications must be true or false" }).optional(),
      },
      { error: "notification_preferences must be an object" },
    )
    .optional(),
});

export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
