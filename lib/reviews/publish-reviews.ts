import "server-only";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { notificationOf } from "@/lib/notifications/events";
import { notify } from "@/lib/notifications/notify";
import { REVIEW_WINDOW_MS } from "./rules";

/**
 * Publishes the matching hidden reviews and adds them to their subjects' rating aggregates (User.reviewCount and
 * ratingTotal), in the caller's transaction, and tells each subject they received a review. Only reviews still
 * hidden match, so each is counted (and notified) once however many publishers race. Returns how many were published.
 */
export async function publishReviews(
  tx: Prisma.TransactionClient,
  where: Prisma.ReviewWhereInput,
  now: Date,
): Promise<number> {
  const published = await tx.review.updateManyAndReturn({
    // A review an operator removed is never published, nor counted in its subject's rating.
    where: { AND: [where, { publishedAt: null, removedAt: null }] },
    data: { publishedAt: now },
    select: { jobId: true, subjectId: true, rating: true },
  });
  const bySubject = new Map<string, { count: number; total: number }>();
  for (const { subjectId, rating } of published) {
    const sum = bySubject.get(subjectId) ?? { count: 0, total: 0 };
    bySubject.set(subjectId, { count: sum.count + 1, total: sum.total + rating });
  }
  // Users in id order, so two publishers never wait on each other in a circle.
  for (const [id, { count, total }] of [...bySubject].sort(([a], [b]) => a.localeCompare(b))) {
    await tx.user.update({
      where: { id },
      data: { reviewCount: { increment: count }, ratingTotal: { increment: total } },
    });
  }
  const jobs = await tx.job.findMany({
    where: { id: { in: published.map((review) => review.jobId) } },
    select: { id: true, title: true, ownerId: true },
  });
  const jobsById = new Map(jobs.map((job) => [job.id, job]));
  await notify(
    tx,
    published.map((review) => notificationOf.reviewReceived(jobsById.get(review.jobId)!, review)),
  );
  return published.length;
}

const BATCH_SIZE = 100;

/**
 * The sweep (a periodic task): reviews whose window has ended are published even though the other side never
 * reviewed. Batches are locked with SKIP LOCKED, so instances sweeping at once share the work.
 */
export async function publishDueReviews(now: Date = new Date()): Promise<number> {
  const completedBefore = new Date(now.getTime() - REVIEW_WINDOW_MS);
  let total = 0;
  for (;;) {
    const batch = await db.$transaction(async (tx) => {
      const due = await tx.$queryRaw<{ id: string }[]>`
        SELECT r."id" FROM "Review" r JOIN "Job" j ON j."id" = r."jobId"
        WHERE r."publishedAt" IS NULL AND r."removedAt" IS NULL AND j."completedAt" <= ${completedBefore}
        ORDER BY r."id" LIMIT ${BATCH_SIZE}
        FOR UPDATE OF r SKIP LOCKED`;
      return due.length === 0 ? 0 : publishReviews(tx, { id: { in: due.map((review) => review.id) } }, now);
    });
    total += batch;
    if (batch < BATCH_SIZE) return total;
  }
}
