-- CreateEnum
CREATE TYPE "JobEventKind" AS ENUM ('released', 'lapsed');

-- AlterEnum
ALTER TYPE "BidStatus" ADD VALUE 'lapsed';

-- DropIndex
DROP INDEX "Review_jobId_key";

-- DropIndex
DROP INDEX "Review_subjectId_idx";

-- AlterTable
ALTER TABLE "Job" ADD COLUMN     "claimLapsesAt" TIMESTAMP(3),
ADD COLUMN     "neededBy" DATE;

-- AlterTable
ALTER TABLE "Review" ADD COLUMN     "comment" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "publishedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "ratingTotal" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "reviewCount" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "JobEvent" (
    "id" UUID NOT NULL,
    "jobId" UUID NOT NULL,
    "kind" "JobEventKind" NOT NULL,
    "providerId" UUID NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "JobEvent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "JobEvent_jobId_createdAt_idx" ON "JobEvent"("jobId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "JobEvent_providerId_createdAt_idx" ON "JobEvent"("providerId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "Job_status_neededBy_idx" ON "Job"("status", "neededBy");

-- CreateIndex
CREATE INDEX "Job_status_claimLapsesAt_idx" ON "Job"("status", "claimLapsesAt");

-- CreateIndex
CREATE INDEX "Review_subjectId_createdAt_idx" ON "Review"("subjectId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "Review_publishedAt_idx" ON "Review"("publishedAt");

-- CreateIndex
CREATE UNIQUE INDEX "Review_jobId_authorId_key" ON "Review"("jobId", "authorId");

-- AddForeignKey
ALTER TABLE "JobEvent" ADD CONSTRAINT "JobEvent_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "Job"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobEvent" ADD CONSTRAINT "JobEvent_providerId_fkey" FOREIGN KEY ("providerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Hand-written backfill. Reviews written before the double-blind rule were public at once, and the rating
-- aggregates start from them. Claims held when the lapse rule arrives get its full 72 hours from now.
UPDATE "Review" SET "publishedAt" = "createdAt";
UPDATE "User" u SET "reviewCount" = r.count, "ratingTotal" = r.total
FROM (SELECT "subjectId", count(*) AS count, sum("rating") AS total FROM "Review" GROUP BY "subjectId") r
WHERE r."subjectId" = u."id";
UPDATE "Job" SET "claimLapsesAt" = CURRENT_TIMESTAMP + interval '72 hours' WHERE "status" = 'claimed';
