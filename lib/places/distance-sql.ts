import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { EARTH_RADIUS_MILES, PUBLIC_POSITION_SCALE } from "./geo";

/** A point as numbers, or as SQL (columns of a row the distance is taken from). */
type Point = { latitude: number | Prisma.Sql; longitude: number | Prisma.Sql };

/**
 * SQL for the haversine great-circle distance in miles from a point to a row's coordinates (`columns` names them,
 * e.g. j."latitude"): the one distance every radius search in the database uses (jobs near a place, providers
 * whose service radius reaches a new job).
 */
export function distanceMilesSql(
  { latitude, longitude }: Point,
  columns: { latitude: Prisma.Sql; longitude: Prisma.Sql },
): Prisma.Sql {
  return Prisma.sql`(2 * ${EARTH_RADIUS_MILES}::float8 * asin(least(1, sqrt(
    power(sin(radians(${columns.latitude} - ${latitude}::float8) / 2), 2)
    + cos(radians(${latitude}::float8)) * cos(radians(${columns.latitude})) * power(sin(radians(${columns.longitude} - ${longitude}::float8) / 2), 2)))))`;
}

/**
 * SQL for a position as a point of the `cube` extension on the unit sphere (geo.ts's unitVector), from a row's
 * columns: the expression nearest_job_location indexes (its migration), which a query must repeat exactly for the
 * planner to use the index.
 */
export function unitVectorSql({ latitude, longitude }: { latitude: Prisma.Sql; longitude: Prisma.Sql }): Prisma.Sql {
  return Prisma.sql`cube(ARRAY[cos(radians(${latitude})) * cos(radians(${longitude})), cos(radians(${latitude})) * sin(radians(${longitude})), sin(radians(${latitude}))])`;
}

/**
 * SQL for a coordinate column rounded as geo.ts's publicCoordinate rounds it, in the same float8 arithmetic. The scale
 * is written into the SQL, not passed as a parameter, so the expression matches nearest_job_location's (its migration).
 */
export function publicCoordinateSql(column: Prisma.Sql): Prisma.Sql {
  const scale = Prisma.raw(`${PUBLIC_POSITION_SCALE}::float8`);
  return Prisma.sql`(floor(${column} * ${scale} + 0.5::float8) / ${scale})`;
}
