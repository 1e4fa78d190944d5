import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { averageRating } from "@/lib/reviews/rules";

/**
 * What a homeowner weighs a provider by (bid drawer, profile page), read in the same query as the provider: the
 * rating and the completed jobs kept on the user, and years of experience.
 */
export const providerStandingSelect = {
  reviewCount: true,
  ratingTotal: true,
  createdAt: true,
  providerProfile: { select: { experienceYears: true } },
  jobsCompleted: true,
} satisfies Prisma.UserSelect;

type ProviderStanding = Prisma.UserGetPayload<{ select: typeof providerStandingSelect }>;

export function providerStanding(user: ProviderStanding) {
  return {
    rating: averageRating(user.ratingTotal, user.reviewCount),
    review_count: user.reviewCount,
    jobs_completed: user.jobsCompleted,
    experience_years: user.providerProfile?.experienceYears ?? null,
    member_since: user.createdAt.toISOString(),
  };
}
