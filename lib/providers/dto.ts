import "server-only";
import { z } from "zod";
import type { Prisma } from "@/lib/generated/prisma/client";
import { instantSchema } from "@/lib/validations/common";
import { maskContacts } from "@/lib/messages/mask-contacts";
import { providerStanding, providerStandingSelect } from "./standing";

export const providerProfileSelect = {
  id: true,
  fullName: true,
  bio: true,
  ...providerStandingSelect,
  providerProfile: { select: { equipment: true, experienceYears: true, serviceRadius: true, bio: true } },
  photos: { where: { type: "profile", isPrimary: true }, select: { url: true }, take: 1 },
} satisfies Prisma.UserSelect;

export type ProviderProfileRecord = Prisma.UserGetPayload<{ select: typeof providerProfileSelect }>;

export const providerProfileDtoSchema = z
  .object({
    id: z.string(),
    full_name: z.string(),
    primary_photo_url: z.string().nullable(),
    equipment: z.string(),
    service_radius: z.number().int().nullable(),
    bio: z.string(),
    rating: z.number().nullable(),
    review_count: z.number().int(),
    jobs_completed: z.number().int(),
    experience_years: z.number().int().nullable(),
    member_since: instantSchema,
    visits_completed: z.number().int().meta({ description: "Visits of service plans completed" }),
    reliability: z
      .object({
        late_releases: z.number().int().meta({ description: "Claims released within 24 hours of the date" }),
        missed_visits: z.number().int().meta({ description: "Visits not completed within 2 days of their date" }),
        on_time_rate: z
          .number()
          .min(0)
          .max(1)
          .nullable()
          .meta({ description: "Share of completed visits done on their date or the next day; null before any" }),
      })
      .meta({ id: "ProviderReliability" }),
  })
  .meta({ id: "ProviderProfile" });

export type ProviderProfileDto = z.infer<typeof providerProfileDtoSchema>;

/**
 * The public provider profile (/providers/[id], GET /api/providers/{id}): nothing private (no email or phone), and
 * contact details written into the bio or the equipment masked as in messages before a hire (SPEC §2).
 */
export function toProviderProfileDto(provider: ProviderProfileRecord): ProviderProfileDto {
  const profile = provider.providerProfile;
  return {
    id: provider.id,
    full_name: provider.fullName,
    primary_photo_url: provider.photos[0]?.url ?? null,
    equipment: maskContacts(profile?.equipment ?? ""),
    service_radius: profile?.serviceRadius ?? null,
    bio: maskContacts(profile?.bio || provider.bio),
    ...providerStanding(provider),
  };
}
