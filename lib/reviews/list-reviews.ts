import "server-only";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { reviewInclude } from "./dto";

/** A job's reviews, for its two parties only (the DTO hides the other side's until published). */
export async function listJobReviews({ jobId, viewerId }: { jobId: string; viewerId: string }) {
  const job = await db.job.findUnique({
    where: { id: jobId },
    select: {
      status: true,
      ownerId: true,
      providerId: true,
      completedAt: true,
      reviews: { where: { removedAt: null }, include: reviewInclude, orderBy: { createdAt: "asc" } },
    },
  });
  if (!job) throw new AppError("job_not_found", "Job not found");
  if (viewerId !== job.ownerId && viewerId !== job.providerId) {
    throw new AppError("not_job_party", "Only the homeowner and the provider of this job can see its reviews");
  }
  return job;
}

/** A user's published reviews (but those an operator removed), newest first, a page at a time. */
export async function listUserReviews({ userId, limit, skip }: { userId: string; limit: number; skip: number }) {
  const where = { subjectId: userId, publishedAt: { not: null }, removedAt: null };
  const [user, total, reviews] = await Promise.all([
    // A suspended user's public pages show nothing.
    db.user.findUnique({ where: { id: userId, suspendedAt: null }, select: { id: true } }),
    db.review.count({ where }),
    db.review.findMany({
      where,
      include: reviewInclude,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: limit,
      skip,
    }),
  ]);
  if (!user) throw new AppError("account_not_found", "User not found");
  return { reviews, total };
}
