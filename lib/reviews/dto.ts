import "server-only";
import { z } from "zod";
import type { Prisma } from "@/lib/generated/prisma/client";
import { Role } from "@/lib/generated/prisma/enums";
import { reviewStateSchema } from "@/lib/jobs/dto";
import { instantSchema } from "@/lib/validations/common";
import { reviewStateFor } from "./rules";

export const reviewInclude = {
  author: { select: { fullName: true, role: true } },
  job: { select: { title: true } },
} satisfies Prisma.ReviewInclude;

export type ReviewWithRelations = Prisma.ReviewGetPayload<{ include: typeof reviewInclude }>;

export const reviewDtoSchema = z
  .object({
    id: z.string(),
    job_id: z.string(),
    job_title: z.string(),
    author_id: z.string(),
    author_name: z.string(),
    author_role: z.enum(Role),
    subject_id: z.string(),
    rating: z.number().int(),
    comment: z.string(),
    created_at: instantSchema,
    published_at: instantSchema.nullable(),
  })
  .meta({ id: "Review" });

export type ReviewDto = z.infer<typeof reviewDtoSchema>;

/** A completed job's reviews as one of its parties sees them (GET /api/jobs/{id}/reviews). */
export const jobReviewsDtoSchema = z.object({
  reviews: z.array(reviewDtoSchema),
  review: reviewStateSchema.nullable(),
});

/** A review as the API shows it. `published_at` null: still hidden from the other side (only its author sees it). */
export function toReviewDto(review: ReviewWithRelations): ReviewDto {
  return {
    id: review.id,
    job_id: review.jobId,
    job_title: review.job.title,
    author_id: review.authorId,
    author_name: review.author.fullName,
    author_role: review.author.role,
    subject_id: review.subjectId,
    rating: review.rating,
    comment: review.comment,
    created_at: review.createdAt.toISOString(),
    published_at: review.publishedAt?.toISOString() ?? null,
  };
}

type JobWithReviews = {
  status: string;
  ownerId: string;
  providerId: string | null;
  completedAt: Date | null;
  reviews: ReviewWithRelations[];
};

/**
 * A completed job's reviews as one of its parties sees them (double-blind): their own, and the other side's once
 * published; with where the viewer stands (`review`).
 */
export function toJobReviewsDto(
  job: JobWithReviews,
  viewerId: string,
  now: Date = new Date(),
): z.infer<typeof jobReviewsDtoSchema> {
  return {
    reviews: job.reviews
      .filter((review) => review.authorId === viewerId || review.publishedAt !== null)
      .map(toReviewDto),
    review: reviewStateFor(job, job.reviews, viewerId, now),
  };
}
