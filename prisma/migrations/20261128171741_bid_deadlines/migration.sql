-- AlterEnum
ALTER TYPE "JobStatus" ADD VALUE 'expired';

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "NotificationType" ADD VALUE 'bidding_closed';
ALTER TYPE "NotificationType" ADD VALUE 'job_expired';

-- AlterTable
ALTER TABLE "Job" ADD COLUMN     "autoAwardMinRating" DOUBLE PRECISION,
ADD COLUMN     "biddingClosedAt" TIMESTAMP(3),
ADD COLUMN     "biddingClosesAt" TIMESTAMP(3),
ADD COLUMN     "cancelledLate" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "lateCancellations" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "lateReleases" INTEGER NOT NULL DEFAULT 0;

-- CreateIndex
CREATE INDEX "Job_status_biddingClosesAt_idx" ON "Job"("status", "biddingClosesAt");
