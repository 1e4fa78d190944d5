-- A circle's listing (lib/jobs/list-jobs-near.ts) reads the jobs in the circle's bounding box for their position and
-- their order's columns. With those columns in the index, its page is read from the index, as its count already was,
-- rather than from the table (docs/performance.md, step 18). INCLUDE, which Prisma's schema language cannot state:
-- "covering_*" (schema.prisma, top).
DROP INDEX "Job_status_latitude_longitude_idx";
CREATE INDEX "covering_job_status_location" ON "Job"("status", "latitude", "longitude") INCLUDE ("id", "createdAt", "priceEstimate", "neededBy");
