-- Strangers' listings measure from a job's public position, its coordinates rounded to 3 decimals as the API shows them
-- (lib/places/geo.ts's publicCoordinate), so that no answer depends on more than it shows. Nearest first reads that
-- position in order of distance: the index now holds the unit vector of the public position, the expression
-- lib/jobs/list-jobs-near.ts builds from distance-sql.ts's unitVectorSql and publicCoordinateSql, which must match.
DROP INDEX "nearest_job_location";
CREATE INDEX "nearest_job_location" ON "Job" USING gist (
  cube(ARRAY[
    cos(radians((floor("latitude" * 1000::float8 + 0.5::float8) / 1000::float8))) * cos(radians((floor("longitude" * 1000::float8 + 0.5::float8) / 1000::float8))),
    cos(radians((floor("latitude" * 1000::float8 + 0.5::float8) / 1000::float8))) * sin(radians((floor("longitude" * 1000::float8 + 0.5::float8) / 1000::float8))),
    sin(radians((floor("latitude" * 1000::float8 + 0.5::float8) / 1000::float8)))
  ])
) WHERE "latitude" IS NOT NULL AND "longitude" IS NOT NULL;
