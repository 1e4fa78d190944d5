-- CreateIndex
CREATE INDEX "Job_status_latitude_longitude_idx" ON "Job"("status", "latitude", "longitude");
