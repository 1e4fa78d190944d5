-- Outbox rows no longer store their words: delivery renders them from the notification and its user, so rows
-- still pending when this runs are sent as before.
-- AlterTable
ALTER TABLE "OutboxMessage" DROP COLUMN "headers",
DROP COLUMN "html",
DROP COLUMN "subject",
DROP COLUMN "text";

-- CreateTable: the "new job nearby" fan-outs still owed. Existing jobs get no row: they notify no one again.
CREATE TABLE "NearbyFanOut" (
    "jobId" UUID NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "NearbyFanOut_pkey" PRIMARY KEY ("jobId")
);

-- CreateIndex
CREATE INDEX "NearbyFanOut_createdAt_idx" ON "NearbyFanOut"("createdAt");

-- AddForeignKey
ALTER TABLE "NearbyFanOut" ADD CONSTRAINT "NearbyFanOut_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "Job"("id") ON DELETE CASCADE ON UPDATE CASCADE;
