import "server-only";
import { z } from "zod";
import type { Prisma } from "@/lib/generated/prisma/client";
import { Role } from "@/lib/generated/prisma/enums";

/** The user profile (SPEC §3); a provider's adds the provider profile's fields. */
export const profileDtoSchema = z
  .object({
    full_name: z.string(),
    phone: z.string(),
    email: z.string(),
    bio: z.string(),
    lawn_care_preferences: z.string(),
    notification_preferences: z.object({ email: z.boolean(), sms: z.boolean() }),
    primary_photo_url: z.string().nullable(),
    role: z.enum(Role),
    equipment: z.string().nullable().optional(),
    experience_years: z.number().int().nullable().optional(),
    service_radius: z.number().int().nullable().optional(),
    profile_complete: z.boolean().optional(),
  })
  .meta({ id: "Profile" });

export type ProfileDto = z.infer<typeof profileDtoSchema>;

/** What a profile read needs: the provider profile and the primary profile photo. */
export const profileInclude = {
  providerProfile: true,
  photos: { where: { type: "profile", isPrimary: true }, select: { url: true }, take: 1 },
} satisfies Prisma.UserInclude;

export type ProfileRecord = Prisma.UserGetPayload<{ include: typeof profileInclude }>;

/** The user profile (SPEC §3), plus the provider profile for providers. */
export function toProfileDto(user: ProfileRecord): ProfileDto {
  const profile = {
    full_name: user.fullName,
    phone: user.phone,
    email: user.email,
    bio: user.bio,
    lawn_care_preferences: user.lawnCarePreferences,
    notification_preferences: { email: user.notifyEmail, sms: user.notifySms },
    primary_photo_url: user.photos[0]?.url ?? null,
    role: user.role,
  };
  if (user.role !== "provider") return profile;
  // Every provider gets a provider profile at sign-up; null fields would mean one was never made.
  const provider = user.providerProfile;
  return {
    ...profile,
    equipment: provider?.equipment ?? null,
    experience_years: provider?.experienceYears ?? null,
    service_radius: provider?.serviceRadius ?? null,
    profile_complete: provider?.profileComplete ?? false,
  };
}
