-- CreateTable
CREATE TABLE "ContactDisclosure" (
    "id" UUID NOT NULL,
    "providerId" UUID NOT NULL,
    "jobId" UUID NOT NULL,
    "ownerId" UUID NOT NULL,
    "what" TEXT[],
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ContactDisclosure_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ContactDisclosure_providerId_at_idx" ON "ContactDisclosure"("providerId", "at" DESC);

-- CreateIndex
CREATE INDEX "ContactDisclosure_ownerId_at_idx" ON "ContactDisclosure"("ownerId", "at" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "ContactDisclosure_providerId_jobId_key" ON "ContactDisclosure"("providerId", "jobId");

-- AddForeignKey
ALTER TABLE "ContactDisclosure" ADD CONSTRAINT "ContactDisclosure_providerId_fkey" FOREIGN KEY ("providerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContactDisclosure" ADD CONSTRAINT "ContactDisclosure_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "Job"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContactDisclosure" ADD CONSTRAINT "ContactDisclosure_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
