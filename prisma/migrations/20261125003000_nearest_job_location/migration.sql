-- Nearest first (sort=distance) reads a circle's jobs in order of distance from an index, rather than sorting every job
-- in the circle (lib/jobs/list-jobs-near.ts; docs/performance.md, step 19). Each position is indexed as a point of the
-- unit sphere (the `cube` extension, trusted, shipped with PostgreSQL and PGlite): the straight-line distance between
-- two such points grows with their great-circle distance, so the index's nearest-first search (GiST's `<->`) gives the
-- great-circle order. The expression is lib/places/distance-sql.ts's unitVectorSql, which queries must match. Jobs
-- without coordinates are left out (cube() refuses NULLs). Neither an expression index nor GiST can be stated in
-- Prisma's schema language: "nearest_*" (schema.prisma, top).
CREATE EXTENSION IF NOT EXISTS cube;
CREATE INDEX "nearest_job_location" ON "Job" USING gist (
  cube(ARRAY[cos(radians("latitude")) * cos(radians("longitude")), cos(radians("latitude")) * sin(radians("longitude")), sin(radians("latitude"))])
) WHERE "latitude" IS NOT NULL AND "longitude" IS NOT NULL;
