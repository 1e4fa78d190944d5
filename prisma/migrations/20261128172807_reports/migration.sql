-- CreateEnum
CREATE TYPE "ReportSubjectType" AS ENUM ('job', 'message', 'review', 'user');

-- CreateEnum
CREATE TYPE "ReportReason" AS ENUM ('spam', 'abusive', 'fraud', 'off_platform_payment', 'other');

-- CreateEnum
CREATE TYPE "ReportStatus" AS ENUM ('open', 'resolved');

-- CreateEnum
CREATE TYPE "ReportAction" AS ENUM ('none', 'hide', 'remove_review', 'warn', 'suspend');

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "NotificationType" ADD VALUE 'report_resolved';
ALTER TYPE "NotificationType" ADD VALUE 'operator_warning';

-- CreateTable
CREATE TABLE "Report" (
    "id" UUID NOT NULL,
    "reporterId" UUID NOT NULL,
    "subjectType" "ReportSubjectType" NOT NULL,
    "subjectId" UUID NOT NULL,
    "reason" "ReportReason" NOT NULL,
    "note" TEXT NOT NULL DEFAULT '',
    "status" "ReportStatus" NOT NULL DEFAULT 'open',
    "resolutionAction" "ReportAction",
    "resolutionNote" TEXT,
    "resolverId" UUID,
    "resolvedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Report_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Report_status_createdAt_id_idx" ON "Report"("status", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Report_subjectType_subjectId_idx" ON "Report"("subjectType", "subjectId");

-- CreateIndex
CREATE INDEX "Report_reporterId_idx" ON "Report"("reporterId");

-- AddForeignKey
ALTER TABLE "Report" ADD CONSTRAINT "Report_reporterId_fkey" FOREIGN KEY ("reporterId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Report" ADD CONSTRAINT "Report_resolverId_fkey" FOREIGN KEY ("resolverId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Hand-written: one open report per reporter and subject. The index is the rule, so two reports sent at once give one
-- row and one unique violation (lib/reports/create-report.ts answers it 409 report_exists); a resolved report no longer
-- counts, so the same reporter may report the thing again.
CREATE UNIQUE INDEX "partial_report_one_open_per_subject" ON "Report"("reporterId", "subjectType", "subjectId")
  WHERE "status" = 'open';
