import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";

/** What a profile read needs: the provider profile and the primary profile photo. */
export const profileInclude = {
  providerProfile: true,
  photos: { where: { type: "profile", isPrimary: true }, select: { url: true }, take: 1 },
} satisfies Prisma.UserInclude;

export type ProfileRecord = Prisma.UserGetPayload<{ include: typeof profileInclude }>;

/** The user profile (SPEC §3), plus the provider profile for providers. */
export function toProfileDto(user: ProfileRecord) {
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

export type ProfileDto = ReturnType<typeof toProfileDto>;
