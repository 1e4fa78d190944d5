-- CreateEnum
CREATE TYPE "RecurrenceFrequency" AS ENUM ('weekly', 'biweekly', 'monthly');

-- CreateEnum
CREATE TYPE "PlanStatus" AS ENUM ('active', 'paused', 'cancelled', 'ended');

-- CreateEnum
CREATE TYPE "VisitStatus" AS ENUM ('scheduled', 'in_progress', 'completed', 'skipped', 'cancelled', 'missed');

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "NotificationType" ADD VALUE 'plan_started';
ALTER TYPE "NotificationType" ADD VALUE 'plan_paused';
ALTER TYPE "NotificationType" ADD VALUE 'plan_resumed';
ALTER TYPE "NotificationType" ADD VALUE 'plan_cancelled';
ALTER TYPE "NotificationType" ADD VALUE 'plan_ending';
ALTER TYPE "NotificationType" ADD VALUE 'visit_reminder';
ALTER TYPE "NotificationType" ADD VALUE 'visit_skipped';
ALTER TYPE "NotificationType" ADD VALUE 'visit_rescheduled';
ALTER TYPE "NotificationType" ADD VALUE 'visit_reschedule_declined';
ALTER TYPE "NotificationType" ADD VALUE 'visit_started';
ALTER TYPE "NotificationType" ADD VALUE 'visit_completed';
ALTER TYPE "NotificationType" ADD VALUE 'visit_missed';

-- AlterTable
ALTER TABLE "Job" ADD COLUMN     "recurrenceEndsOn" DATE,
ADD COLUMN     "recurrenceFrequency" "RecurrenceFrequency",
ADD COLUMN     "recurrenceStartsOn" DATE,
ADD COLUMN     "recurrenceVisitCount" INTEGER,
ADD COLUMN     "recurrenceWeekday" INTEGER;

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "visitsMissed" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "ServicePlan" (
    "id" UUID NOT NULL,
    "jobId" UUID NOT NULL,
    "ownerId" UUID NOT NULL,
    "providerId" UUID NOT NULL,
    "status" "PlanStatus" NOT NULL DEFAULT 'active',
    "frequency" "RecurrenceFrequency" NOT NULL,
    "startsOn" DATE NOT NULL,
    "endsOn" DATE,
    "visitCount" INTEGER,
    "weekday" INTEGER,
    "pricePerVisit" DECIMAL(10,2) NOT NULL,
    "timeZone" TEXT NOT NULL,
    "pausedUntil" DATE,
    "providerEndsOn" DATE,
    "generatedThrough" DATE,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "cancelledAt" TIMESTAMP(3),
    "endedAt" TIMESTAMP(3),

    CONSTRAINT "ServicePlan_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Visit" (
    "id" UUID NOT NULL,
    "planId" UUID NOT NULL,
    "date" DATE NOT NULL,
    "originalDate" DATE NOT NULL,
    "status" "VisitStatus" NOT NULL DEFAULT 'scheduled',
    "rescheduledById" UUID,
    "startedAt" TIMESTAMP(3),
    "completedAt" TIMESTAMP(3),
    "photos" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "thumbnails" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "remindedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Visit_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ServicePlan_jobId_key" ON "ServicePlan"("jobId");

-- CreateIndex
CREATE INDEX "ServicePlan_ownerId_status_idx" ON "ServicePlan"("ownerId", "status");

-- CreateIndex
CREATE INDEX "ServicePlan_providerId_status_idx" ON "ServicePlan"("providerId", "status");

-- CreateIndex
CREATE INDEX "ServicePlan_status_generatedThrough_idx" ON "ServicePlan"("status", "generatedThrough");

-- CreateIndex
CREATE INDEX "Visit_status_date_idx" ON "Visit"("status", "date");

-- CreateIndex
CREATE UNIQUE INDEX "Visit_planId_date_key" ON "Visit"("planId", "date");

-- CreateIndex
CREATE UNIQUE INDEX "Visit_planId_originalDate_key" ON "Visit"("planId", "originalDate");

-- AddForeignKey
ALTER TABLE "ServicePlan" ADD CONSTRAINT "ServicePlan_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "Job"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ServicePlan" ADD CONSTRAINT "ServicePlan_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ServicePlan" ADD CONSTRAINT "ServicePlan_providerId_fkey" FOREIGN KEY ("providerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Visit" ADD CONSTRAINT "Visit_planId_fkey" FOREIGN KEY ("planId") REFERENCES "ServicePlan"("id") ON DELETE CASCADE ON UPDATE CASCADE;
