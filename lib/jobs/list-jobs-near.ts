import "server-only";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { distanceMilesSql } from "@/lib/places/distance-sql";
import { boundingBox, type Circle } from "@/lib/places/geo";
import type { ListedJob } from "./dto";
import { loadJobs } from "./load-jobs";
import type { JobListInput } from "./list-jobs";
import { listingOrderSql, listingWhereSql, pageAndCountSql, type PageAndCount } from "./listing-sql";

/** The great-circle distance in miles from the centre to the job's exact coordinates. */
const distanceFrom = (circle: Circle) => distanceMilesSql(circle, { latitude: Prisma.sql`j."latitude"`, longitude: Prisma.sql`j."longitude"` });

/**
 * The listing's filters plus the circle's bounding box, which covering_job_status_location answers; it also holds the
 * page's order columns, so the page, like the count, is read from the index rather than the table. Every status is
 * named when none is chosen so the index's first column still narrows the scan.
 */
function filters(input: JobListInput, circle: Circle) {
  const box = boundingBox(circle);
  return listingWhereSql(
    input,
    Prisma.sql`j."latitude" BETWEEN ${box.minLatitude}::float8 AND ${box.maxLatitude}::float8`,
    Prisma.sql`j."longitude" BETWEEN ${box.minLongitude}::float8 AND ${box.maxLongitude}::float8`,
  );
}

/** The two parts of a listing within a circle: one page (ids and exact distances) and the count. */
export function nearJobsQueries(input: JobListInput, circle: Circle) {
  const where = filters(input, circle);
  const distance = distanceFrom(circle);
  const radius = Prisma.sql`${circle.radiusMiles}::float8`;
  return {
    page: Prisma.sql`SELECT id, distance FROM (
        SELECT j.id, j."createdAt", j."priceEstimate", j."neededBy", ${distance} AS distance FROM "Job" j WHERE ${where}
      ) AS nearby
      WHERE distance <= ${radius}
      ORDER BY ${listingOrderSql[input.sort]} LIMIT ${input.limit} OFFSET ${input.skip}`,
    count: Prisma.sql`SELECT count(*)::int AS total FROM "Job" j WHERE ${where} AND ${distance} <= ${radius}`,
  };
}

/**
 * A page of the jobs within the circle, each with its exact distance: the database narrows by the indexed box, then
 * keeps the rows within the great-circle radius, sorts and pages; the page's jobs are then loaded with their relations.
 */
export async function listJobsNear(input: JobListInput, circle: Circle): Promise<{ jobs: ListedJob[]; total: number }> {
  const queries = nearJobsQueries(input, circle);
  const [{ total, ids, distances }] = await db.$queryRaw<PageAndCount[]>(pageAndCountSql(queries.page, queries.count));
  const distanceOf = new Map(ids.map((id, i) => [id, distances[i] ?? undefined]));
  const jobs = (await loadJobs(ids)).map((job) => ({ ...job, distanceMiles: distanceOf.get(job.id) }));
  return { jobs, total };
}
