-- DropIndex
DROP INDEX "Job_status_createdAt_id_idx";

-- DropIndex
DROP INDEX "Job_status_neededBy_createdAt_id_idx";

-- DropIndex
DROP INDEX "Job_status_priceEstimate_createdAt_id_idx";

-- DropIndex
DROP INDEX "Job_status_priceType_createdAt_id_idx";

-- DropIndex
DROP INDEX "Job_status_priceType_neededBy_createdAt_id_idx";

-- DropIndex
DROP INDEX "Job_status_priceType_priceEstimate_createdAt_id_idx";

-- CreateIndex
CREATE INDEX "Job_status_createdAt_id_hiddenAt_idx" ON "Job"("status", "createdAt" DESC, "id" DESC, "hiddenAt");

-- CreateIndex
CREATE INDEX "Job_status_priceType_createdAt_id_hiddenAt_idx" ON "Job"("status", "priceType", "createdAt" DESC, "id" DESC, "hiddenAt");

-- CreateIndex
CREATE INDEX "Job_status_priceEstimate_createdAt_id_hiddenAt_idx" ON "Job"("status", "priceEstimate", "createdAt" DESC, "id" DESC, "hiddenAt");

-- CreateIndex
CREATE INDEX "Job_status_priceType_priceEstimate_createdAt_id_hiddenAt_idx" ON "Job"("status", "priceType", "priceEstimate", "createdAt" DESC, "id" DESC, "hiddenAt");

-- CreateIndex
CREATE INDEX "Job_status_neededBy_createdAt_id_hiddenAt_idx" ON "Job"("status", "neededBy", "createdAt" DESC, "id" DESC, "hiddenAt");

-- CreateIndex
CREATE INDEX "Job_status_priceType_neededBy_createdAt_id_hiddenAt_idx" ON "Job"("status", "priceType", "neededBy", "createdAt" DESC, "id" DESC, "hiddenAt");

-- The hand-written ones (schema.prisma, top) likewise carry hiddenAt: a market listing reads only postings not hidden.
DROP INDEX "sorted_job_status_price_desc";
CREATE INDEX "sorted_job_status_price_desc" ON "Job"("status", "priceEstimate" DESC NULLS LAST, "createdAt" DESC, "id" DESC, "hiddenAt");
DROP INDEX "sorted_job_status_type_price_desc";
CREATE INDEX "sorted_job_status_type_price_desc" ON "Job"("status", "priceType", "priceEstimate" DESC NULLS LAST, "createdAt" DESC, "id" DESC, "hiddenAt");
DROP INDEX "covering_job_status_location";
CREATE INDEX "covering_job_status_location" ON "Job"("status", "latitude", "longitude") INCLUDE ("id", "createdAt", "priceEstimate", "neededBy", "hiddenAt");
