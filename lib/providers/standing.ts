import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { averageRating } from "@/lib/reviews/rules";

/**
 * What a homeowner weighs a provider by (bid drawer, profile page), read in the same query as the provider: the
 * rating kept on the user, years of experience, and completed jobs counted on the (providerId, status) index.
 */
export const providerStandingSelect = {
  reviewCount: true,
  ratingTotal: true,
  createdAt: true,
  providerProfile: { select: { experienceYears: true } },
  _count: { select: { assignedJobs: { where: { status: "completed" } } } },
} satisfies Prisma.UserSelect;

type ProviderStanding = Prisma.UserGetPayload<{ select: typeof providerStandingSelect }>;

export function providerStanding(user: ProviderStanding) {
  return {
    rating: averageRating(user.ratingTotal, user.reviewCount),
    review_count: user.reviewCount,
    jobs_completed: user._count.assignedJobs,
    experience_years: user.providerProfile?.experienceYears ?? null,
    member_since: user.createdAt.toISOString(),
  };
}
