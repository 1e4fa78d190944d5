import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { profileInclude } from "./profile-dto";
import { providerProfileSchema, type ProfileUpdate } from "./schemas";

const providerOnlyFields = Object.keys(providerProfileSchema.shape) as (keyof ProfileUpdate)[];

/**
 * A partial profile update (fields left out keep their value). Onboarding fields are for providers only. For a
 * provider the bio is also the provider profile's (professional) bio, so both copies are written.
 */
export async function updateProfile(user: Pick<SessionUser, "id" | "role" | "email">, update: ProfileUpdate) {
  if (update.email !== undefined && update.email !== user.email)
    throw new AppError("email_immutable", "Email cannot be changed");
  const isProvider = user.role === "provider";
  if (!isProvider && providerOnlyFields.some((field) => update[field] !== undefined)) {
    throw new AppError(
      "provider_only_fields",
      "Only providers can set equipment, experience, service radius or profile completion",
    );
  }
  const providerFields = {
    equipment: update.equipment,
    experienceYears: update.experience_years,
    serviceRadius: update.service_radius,
    profileComplete: update.profile_complete,
    bio: update.bio,
  };
  return db.user.update({
    where: { id: user.id },
    data: {
      fullName: update.full_name,
      phone: update.phone,
      bio: update.bio,
      lawnCarePreferences: update.lawn_care_preferences,
      notifyEmail: update.notification_preferences?.email,
      notifySms: update.notification_preferences?.sms,
      providerProfile: isProvider ? { upsert: { create: providerFields, update: providerFields } } : undefined,
    },
    include: profileInclude,
  });
}
