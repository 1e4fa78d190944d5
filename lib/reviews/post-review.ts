import "server-only";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { lockJob } from "@/lib/jobs/lock-job";
import { reviewInclude } from "./dto";
import { publishReviews } from "./publish-reviews";
import { REVIEW_WINDOW_DAYS, reviewDeadline } from "./rules";
import type { ReviewInput } from "./schemas";

/**
 * A party of a completed job reviews the other side, once, within the review window. Double-blind: the first
 * review stays hidden until the second arrives (then both are published) or the window ends (the sweep).
 */
export async function postReview({
  jobId,
  authorId,
  input,
  now = new Date(),
}: {
  jobId: string;
  authorId: string;
  input: ReviewInput;
  now?: Date;
}) {
  return db.$transaction(async (tx) => {
    // The job's lock queues the two sides' reviews, so the second always sees the first.
    const job = await lockJob(tx, jobId);
    const isOwner = authorId === job.ownerId;
    if (!isOwner && authorId !== job.providerId)
      throw new AppError("not_job_party", "Only the homeowner and the provider of this job can review it");
    const subjectId = isOwner ? job.providerId : job.ownerId;
    if (job.status !== "completed" || !job.completedAt || !subjectId)
      throw new AppError("review_not_open", "Reviews open once the job is completed");
    if (now >= reviewDeadline(job.completedAt)) {
      throw new AppError(
        "review_window_closed",
        `Reviews close ${REVIEW_WINDOW_DAYS} days after completion, and this job's window has closed`,
      );
    }
    if ((await tx.review.count({ where: { jobId, authorId } })) > 0)
      throw new AppError("review_already_posted", "You have already reviewed this job");
    const review = await tx.review.create({
      data: { jobId, authorId, subjectId, rating: input.rating, comment: input.comment, createdAt: now },
    });
    if ((await tx.review.count({ where: { jobId } })) === 2) await publishReviews(tx, { jobId }, now);
    return tx.review.findUniqueOrThrow({ where: { id: review.id }, include: reviewInclude });
  });
}
