import "server-only";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";

// What the /admin pages list: users, postings and reviews, searched and a page at a time, newest first. Every record
// is listed, hidden, removed and suspended ones too, with what marks them so.

export type AdminPage = { skip: number; limit: number; q?: string };

const contains = (q: string) => ({ contains: q, mode: "insensitive" as const });

export async function listUsersForOperator({ skip, limit, q }: AdminPage) {
  const where: Prisma.UserWhereInput = q ? { OR: [{ fullName: contains(q) }, { email: contains(q) }] } : {};
  const [total, users] = await Promise.all([
    db.user.count({ where }),
    db.user.findMany({
      where,
      select: {
        id: true,
        fullName: true,
        email: true,
        role: true,
        operator: true,
        suspendedAt: true,
        createdAt: true,
        reviewCount: true,
        ratingTotal: true,
      },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip,
      take: limit,
    }),
  ]);
  return { total, users };
}

/** One user with their postings, bids and reviews (given and received), newest first, up to 50 of each. */
export async function getUserForOperator(userId: string) {
  const recent = { orderBy: { createdAt: "desc" as const }, take: 50 };
  return db.user.findUnique({
    where: { id: userId },
    select: {
      id: true,
      fullName: true,
      email: true,
      phone: true,
      role: true,
      operator: true,
      suspendedAt: true,
      createdAt: true,
      reviewCount: true,
      ratingTotal: true,
      ownedJobs: { ...recent, select: { id: true, title: true, status: true, hiddenAt: true, createdAt: true } },
      bids: {
        ...recent,
        select: { id: true, amount: true, status: true, createdAt: true, job: { select: { id: true, title: true } } },
      },
      reviewsReceived: {
        ...recent,
        select: {
          id: true,
          rating: true,
          comment: true,
          removedAt: true,
          createdAt: true,
          author: { select: { fullName: true } },
        },
      },
      reviewsGiven: {
        ...recent,
        select: {
          id: true,
          rating: true,
          comment: true,
          removedAt: true,
          createdAt: true,
          subject: { select: { fullName: true } },
        },
      },
    },
  });
}

export async function listJobsForOperator({ skip, limit, q }: AdminPage) {
  const where: Prisma.JobWhereInput = q
    ? { OR: [{ title: contains(q) }, { location: contains(q) }, { owner: { fullName: contains(q) } }] }
    : {};
  const [total, jobs] = await Promise.all([
    db.job.count({ where }),
    db.job.findMany({
      where,
      select: {
        id: true,
        title: true,
        status: true,
        location: true,
        hiddenAt: true,
        createdAt: true,
        owner: { select: { id: true, fullName: true } },
      },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip,
      take: limit,
    }),
  ]);
  return { total, jobs };
}

export async function listReviewsForOperator({ skip, limit, q }: AdminPage) {
  const where: Prisma.ReviewWhereInput = q
    ? {
        OR: [
          { comment: contains(q) },
          { author: { fullName: contains(q) } },
          { subject: { fullName: contains(q) } },
          { job: { title: contains(q) } },
        ],
      }
    : {};
  const [total, reviews] = await Promise.all([
    db.review.count({ where }),
    db.review.findMany({
      where,
      select: {
        id: true,
        rating: true,
        comment: true,
        publishedAt: true,
        removedAt: true,
        createdAt: true,
        author: { select: { id: true, fullName: true } },
        subject: { select: { id: true, fullName: true } },
        job: { select: { id: true, title: true } },
      },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip,
      take: limit,
    }),
  ]);
  return { total, reviews };
}
