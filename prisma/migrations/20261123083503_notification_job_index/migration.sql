-- CreateIndex
CREATE INDEX "Notification_jobId_idx" ON "Notification"("jobId");
