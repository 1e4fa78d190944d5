import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { averageRating } from "@/lib/reviews/rules";

/**
 * What a homeowner weighs a bid by (bid drawer): the rating and the completed jobs kept on the user, and years of
 * experience, read in the same query as the provider.
 */
export const providerTrackRecordSelect = {
  reviewCount: true,
  ratingTotal: true,
  providerProfile: { select: { experienceYears: true } },
  jobsCompleted: true,
} satisfies Prisma.UserSelect;

/** The track record, how long the provider has been a member and their reliability figures (profile page). */
export const providerStandingSelect = {
  ...providerTrackRecordSelect,
  createdAt: true,
  lateReleases: true,
  visitsCompleted: true,
  visitsOnTime: true,
  visitsMissed: true,
} satisfies Prisma.UserSelect;

type ProviderTrackRecord = Prisma.UserGetPayload<{ select: typeof providerTrackRecordSelect }>;
type ProviderStanding = Prisma.UserGetPayload<{ select: typeof providerStandingSelect }>;

export function providerTrackRecord(user: ProviderTrackRecord) {
  return {
    rating: averageRating(user.ratingTotal, user.reviewCount),
    review_count: user.reviewCount,
    jobs_completed: user.jobsCompleted,
    experience_years: user.providerProfile?.experienceYears ?? null,
  };
}

export function providerStanding(user: ProviderStanding) {
  return {
    ...providerTrackRecord(user),
    member_since: user.createdAt.toISOString(),
    visits_completed: user.visitsCompleted,
    // Kept as counters on the user, so the profile reads them with the rest.
    reliability: {
      late_releases: user.lateReleases,
      missed_visits: user.visitsMissed,
      on_time_rate: user.visitsCompleted === 0 ? null : user.visitsOnTime / user.visitsCompleted,
    },
  };
}
