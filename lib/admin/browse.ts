import "server-only";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ReportReason } from "@/lib/reports/schemas";

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

/**
 * The reports against a user, newest first: on their account, or on a posting, message or review of theirs (whom
 * acting on the report would concern, as the queue says).
 */
export async function listReportsAgainst(userId: string) {
  return db.$queryRaw<
    {
      id: string;
      subjectType: string;
      reason: ReportReason;
      status: string;
      note: string;
      createdAt: Date;
      reporter: string;
    }[]
  >`
    SELECT r."id", r."subjectType"::text AS "subjectType", r."reason", r."status"::text AS "status", r."note",
           r."createdAt", u."fullName" AS "reporter"
    FROM "Report" r JOIN "User" u ON u."id" = r."reporterId"
    WHERE (r."subjectType" = 'user' AND r."subjectId" = ${userId}::uuid)
       OR (r."subjectType" = 'job' AND r."subjectId" IN (SELECT "id" FROM "Job" WHERE "ownerId" = ${userId}::uuid))
       OR (r."subjectType" = 'message' AND r."subjectId" IN (SELECT "id" FROM "Message" WHERE "senderId" = ${userId}::uuid))
       OR (r."subjectType" = 'review' AND r."subjectId" IN (SELECT "id" FROM "Review" WHERE "authorId" = ${userId}::uuid))
    ORDER BY r."createdAt" DESC, r."id" DESC
    LIMIT 50`;
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
