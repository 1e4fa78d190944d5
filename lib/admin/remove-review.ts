import "server-only";
import { inTransaction } from "@/lib/db/in-transaction";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { lockUser } from "@/lib/users/lock-user";
import { recordOperatorAction, type OperatorRef } from "./audit";

/**
 * A user's rating counters (User.reviewCount, ratingTotal) from their published reviews that stand. The user's row is
 * locked first, so a publisher adding to them (lib/reviews/publish-reviews.ts) has committed before they are counted.
 */
async function recountRating(tx: Prisma.TransactionClient, userId: string) {
  await lockUser(tx, userId);
  const { _count, _sum } = await tx.review.aggregate({
    where: { subjectId: userId, publishedAt: { not: null }, removedAt: null },
    _count: true,
    _sum: { rating: true },
  });
  return tx.user.update({
    where: { id: userId },
    data: { reviewCount: _count, ratingTotal: _sum.rating ?? 0 },
    select: { reviewCount: true, ratingTotal: true },
  });
}

/**
 * An operator removes a review: it is shown nowhere from then on (lists, the job's reviews, the subject's profile),
 * and the subject's rating is counted again without it. The row stays, marked removed, so its author cannot post the
 * job's review again; the audit record keeps what it said. One transaction with its audit record.
 */
export async function removeReview({
  operator,
  reviewId,
  reason,
  now = new Date(),
  tx: outer,
}: {
  operator: OperatorRef;
  reviewId: string;
  reason: string;
  now?: Date;
  /** A transaction to act in, as part of a larger change; else the action is a transaction of its own. */
  tx?: Prisma.TransactionClient;
}) {
  return inTransaction(outer, async (tx) => {
    const [review] = await tx.review.updateManyAndReturn({
      where: { id: reviewId, removedAt: null },
      data: { removedAt: now },
    });
    if (!review) throw new AppError("review_not_found", "Review not found");
    const rating = await recountRating(tx, review.subjectId);
    await recordOperatorAction(tx, {
      operatorId: operator.id,
      action: "remove_review",
      subjectType: "review",
      subjectId: reviewId,
      reason,
      details: {
        jobId: review.jobId,
        authorId: review.authorId,
        subjectId: review.subjectId,
        rating: review.rating,
        comment: review.comment,
        published: review.publishedAt !== null,
      },
    });
    return { reviewId, subjectId: review.subjectId, ...rating };
  });
}
