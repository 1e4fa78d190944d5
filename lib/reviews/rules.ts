// Reviews both ways after a completed job. Free of server imports: the screens state the same rules.

export const REVIEW_WINDOW_DAYS = 14;
export const REVIEW_WINDOW_MS = REVIEW_WINDOW_DAYS * 24 * 3_600_000;
export const REVIEW_COMMENT_MAX = 2000;

/** Reviews are written, and stay double-blind, until this moment. */
export function reviewDeadline(completedAt: Date): Date {
  return new Date(completedAt.getTime() + REVIEW_WINDOW_MS);
}

/** The average of a user's published reviews to one decimal, or null before the first. */
export function averageRating(ratingTotal: number, reviewCount: number): number | null {
  return reviewCount > 0 ? Math.round((ratingTotal / reviewCount) * 10) / 10 : null;
}

type ReviewedJob = { status: string; ownerId: string; providerId: string | null; completedAt: Date | null };

/**
 * Where a party of a completed job stands with its reviews: whether they have reviewed, whether the other side's
 * review is waiting for theirs (double-blind), whether they may still review, and until when. Null for anyone else
 * and for jobs not completed.
 */
export function reviewStateFor(
  job: ReviewedJob,
  reviews: { authorId: string }[],
  viewerId: string | undefined,
  now: Date,
) {
  const isParty = !!viewerId && (viewerId === job.ownerId || viewerId === job.providerId);
  if (!isParty || job.status !== "completed" || !job.completedAt || !job.providerId) return null;
  const deadline = reviewDeadline(job.completedAt);
  const open = now < deadline;
  const reviewed = reviews.some((review) => review.authorId === viewerId);
  return {
    deadline: deadline.toISOString(),
    reviewed,
    awaiting_yours: open && !reviewed && reviews.length > 0,
    can_review: open && !reviewed,
  };
}

export type ReviewState = NonNullable<ReturnType<typeof reviewStateFor>>;
