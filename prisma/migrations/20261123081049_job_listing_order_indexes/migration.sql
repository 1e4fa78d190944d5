-- DropIndex
DROP INDEX "Job_status_createdAt_idx";

-- DropIndex
DROP INDEX "Job_status_neededBy_idx";

-- DropIndex
DROP INDEX "Job_status_priceEstimate_idx";

-- DropIndex
DROP INDEX "Job_status_priceType_createdAt_idx";

-- CreateIndex
CREATE INDEX "Job_status_createdAt_id_idx" ON "Job"("status", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Job_status_priceType_createdAt_id_idx" ON "Job"("status", "priceType", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Job_status_priceEstimate_createdAt_id_idx" ON "Job"("status", "priceEstimate", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Job_status_priceType_priceEstimate_createdAt_id_idx" ON "Job"("status", "priceType", "priceEstimate", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Job_status_neededBy_createdAt_id_idx" ON "Job"("status", "neededBy", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Job_status_priceType_neededBy_createdAt_id_idx" ON "Job"("status", "priceType", "neededBy", "createdAt" DESC, "id" DESC);

-- Highest price first: priceEstimate DESC NULLS LAST, which the schema language cannot state (see schema.prisma)
CREATE INDEX "sorted_job_status_price_desc" ON "Job"("status", "priceEstimate" DESC NULLS LAST, "createdAt" DESC, "id" DESC);

-- The same within a price type
CREATE INDEX "sorted_job_status_type_price_desc" ON "Job"("status", "priceType", "priceEstimate" DESC NULLS LAST, "createdAt" DESC, "id" DESC);
