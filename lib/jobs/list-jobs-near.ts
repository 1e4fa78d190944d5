import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { distanceMilesSql, publicCoordinateSql, unitVectorSql } from "@/lib/places/distance-sql";
import { boundingBox, innerBox, PUBLIC_POSITION_MARGIN, unitVector, type Box, type Circle } from "@/lib/places/geo";
import type { ListedJob } from "./dto";
import { LISTING_TOTAL_SQL, loadListing } from "./load-jobs";
import type { JobListInput } from "./list-jobs";
import { listingOrderSql, listingWhereSql } from "./listing-sql";

type Position = { latitude: Prisma.Sql; longitude: Prisma.Sql };

const EXACT_POSITION: Position = { latitude: Prisma.sql`j."latitude"`, longitude: Prisma.sql`j."longitude"` };

/**
 * The position a listing measures from. Everyone's listing measures, filters and sorts by the public position (the
 * exact one rounded as the DTO shows it to strangers), so no answer depends on more than it shows; only a homeowner's
 * or provider's own listing, whose jobs they are a party to, uses the exact one.
 */
const PUBLIC_POSITION: Position = {
  latitude: publicCoordinateSql(EXACT_POSITION.latitude),
  longitude: publicCoordinateSql(EXACT_POSITION.longitude),
};

const ownListing = (input: JobListInput) => input.ownerId !== undefined || input.providerId !== undefined;

const boxSql = (
  box: Box,
  position: Position,
) => Prisma.sql`(${position.latitude} BETWEEN ${box.minLatitude}::float8 AND ${box.maxLatitude}::float8
  AND ${position.longitude} BETWEEN ${box.minLongitude}::float8 AND ${box.maxLongitude}::float8)`;

/** A box widened by the most a public coordinate differs from the exact one: the exact columns' box holding every public position in `box`. */
const widened = (box: Box): Box => ({
  minLatitude: box.minLatitude - PUBLIC_POSITION_MARGIN,
  maxLatitude: box.maxLatitude + PUBLIC_POSITION_MARGIN,
  minLongitude: box.minLongitude - PUBLIC_POSITION_MARGIN,
  maxLongitude: box.maxLongitude + PUBLIC_POSITION_MARGIN,
});

/** Whether a job is within the circle: a job in its inner box is, without computing a distance; the others are measured. */
function withinSql(circle: Circle, position: Position): Prisma.Sql {
  const measured = Prisma.sql`${distanceMilesSql(circle, position)} <= ${circle.radiusMiles}::float8`;
  const inner = innerBox(circle);
  return inner ? Prisma.sql`(${boxSql(inner, position)} OR ${measured})` : measured;
}

/**
 * Nearest first from nearest_job_location, which hands over the jobs in order of distance: the page reads the
 * skip + limit nearest matches (with any tied with the last), never more than the circle holds (its count, from the
 * same statement), keeps those `within` the circle (withinSql, built once for the page and the count) and orders only
 * those, so the first pages cost the same in a crowded circle as in an empty one.
 * The tie-break (newest) sorts only jobs at the same distance; the database's "incremental sort" does this while the
 * jobs arrive. The page is cut by rank, not LIMIT and OFFSET: as parameters of a prepared statement those make
 * PostgreSQL cost a generic plan so high that it plans the statement anew on every read.
 */
function nearestFirstSql(input: JobListInput, circle: Circle, within: Prisma.Sql): Prisma.Sql {
  const position = unitVectorSql(PUBLIC_POSITION);
  const [x, y, z] = unitVector(circle);
  const centre = Prisma.sql`cube(ARRAY[${x}::float8, ${y}::float8, ${z}::float8])`;
  const located = Prisma.sql`j."latitude" IS NOT NULL AND j."longitude" IS NOT NULL`;
  const needed = Prisma.sql`CASE WHEN ${input.skip} < ${LISTING_TOTAL_SQL} THEN least(${input.skip + input.limit}, ${LISTING_TOTAL_SQL}) ELSE 0 END`;
  // By distance, then the listings' own tie-break (newest), as listingOrderSql.distance orders.
  const order = Prisma.sql`chord, ${listingOrderSql.created_at}`;
  return Prisma.sql`SELECT id, distance FROM (
      SELECT j.id, j.chord, j."createdAt", ${distanceMilesSql(circle, PUBLIC_POSITION)} AS distance, row_number() OVER (ORDER BY ${order}) AS place FROM (
        SELECT j.id, j."createdAt", j."latitude", j."longitude", ${position} <-> ${centre} AS chord FROM "Job" j
        WHERE ${listingWhereSql(input, located)} ORDER BY ${position} <-> ${centre} FETCH FIRST (${needed}) ROWS WITH TIES
      ) AS j
      WHERE ${within}
    ) AS ranked
    WHERE place > ${input.skip} AND place <= ${input.skip + input.limit} ORDER BY ${order}`;
}

/**
 * The deepest page nearest first reads from nearest_job_location. Each job it passes costs a visit to the table (the
 * index cannot answer alone), so beyond this a page sorts the circle's jobs instead, read more cheaply from the
 * location index: a deep page then costs what a circle costs, not more with every page.
 */
const NEAREST_FIRST_READS = 500;

/**
 * The two parts of a listing within a circle: one page (ids and distances) and the count. The circle's bounding
 * box narrows both through covering_job_status_location, which also holds the page's order columns, so the count and
 * a page in another order are read from the index rather than the table; every status is named when none is chosen
 * so the index's first column still narrows the scan. Nearest first reads nearest_job_location instead, unless the
 * page is deeper than NEAREST_FIRST_READS or the listing is one homeowner's or provider's own: their few jobs are
 * scattered among everyone's, which the nearest-first read would pass on its way to them.
 */
export function nearJobsQueries(input: JobListInput, circle: Circle) {
  const own = ownListing(input);
  const position = own ? EXACT_POSITION : PUBLIC_POSITION;
  const within = withinSql(circle, position);
  // The exact columns' box, which the index reads; widened for the public position, which is within a margin of them.
  const box = own ? boundingBox(circle) : widened(boundingBox(circle));
  const where = listingWhereSql(input, boxSql(box, EXACT_POSITION), within);
  const nearestFirst = input.sort === "distance" && !own && input.skip + input.limit <= NEAREST_FIRST_READS;
  return {
    page: nearestFirst
      ? nearestFirstSql(input, circle, within)
      : Prisma.sql`SELECT j.id, ${distanceMilesSql(circle, position)} AS distance
      FROM "Job" j WHERE ${where} ORDER BY ${listingOrderSql[input.sort]} LIMIT ${input.limit} OFFSET ${input.skip}`,
    count: Prisma.sql`SELECT count(*)::int AS total FROM "Job" j WHERE ${where}`,
  };
}

/** A page of the jobs within the circle, each with its distance (from the position the listing measures from) and its relations, and their count, in one statement. */
export async function listJobsNear(input: JobListInput, circle: Circle): Promise<{ jobs: ListedJob[]; total: number }> {
  const queries = nearJobsQueries(input, circle);
  return loadListing(queries.page, queries.count);
}
