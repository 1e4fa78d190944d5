-- AlterEnum
ALTER TYPE "JobStatus" ADD VALUE 'offered';

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "NotificationType" ADD VALUE 'offer_received';
ALTER TYPE "NotificationType" ADD VALUE 'offer_declined';
ALTER TYPE "NotificationType" ADD VALUE 'offer_lapsed';
ALTER TYPE "NotificationType" ADD VALUE 'offer_withdrawn';

-- AlterTable
ALTER TABLE "Job" ADD COLUMN     "offerDeclinedAt" TIMESTAMP(3),
ADD COLUMN     "offerExpiresAt" TIMESTAMP(3),
ADD COLUMN     "offerLapsedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "Favourite" (
    "ownerId" UUID NOT NULL,
    "providerId" UUID NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Favourite_pkey" PRIMARY KEY ("ownerId","providerId")
);

-- CreateIndex
CREATE INDEX "Favourite_providerId_idx" ON "Favourite"("providerId");

-- CreateIndex
CREATE INDEX "Job_status_offerExpiresAt_idx" ON "Job"("status", "offerExpiresAt");

-- AddForeignKey
ALTER TABLE "Favourite" ADD CONSTRAINT "Favourite_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Favourite" ADD CONSTRAINT "Favourite_providerId_fkey" FOREIGN KEY ("providerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
