import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { distanceMilesSql } from "@/lib/places/distance-sql";
import { boundingBox } from "@/lib/places/geo";
import { providerProfileSchema } from "@/lib/users/schemas";

// No provider's radius is wider than onboarding allows, so this box holds every provider who could be in reach.
const WIDEST_SERVICE_RADIUS = providerProfileSchema.shape.service_radius.unwrap().maxValue!;

/**
 * SQL selecting the ids (as "id") of the providers whose service radius (miles, from onboarding) around their default
 * saved address reaches a point: the widest possible radius's bounding box first (cheap comparisons), then each
 * provider's own radius by the same great-circle distance as the job search (lib/places/distance-sql.ts). SQL, not
 * ids: the fan-out inserts its notifications straight from it, without reading hundreds of ids into JavaScript.
 */
export function providersNearSql(point: { latitude: number; longitude: number }, excludeUserId: string): Prisma.Sql {
  const box = boundingBox({ ...point, radiusMiles: WIDEST_SERVICE_RADIUS });
  const distance = distanceMilesSql(point, { latitude: Prisma.sql`a."latitude"`, longitude: Prisma.sql`a."longitude"` });
  return Prisma.sql`
    SELECT u."id"
    FROM "User" u
    JOIN "ProviderProfile" p ON p."userId" = u."id"
    JOIN "Address" a ON a."userId" = u."id" AND a."isDefault"
    WHERE u."role" = 'provider' AND u."id" <> ${excludeUserId}::uuid
      AND a."latitude" BETWEEN ${box.minLatitude}::float8 AND ${box.maxLatitude}::float8
      AND a."longitude" BETWEEN ${box.minLongitude}::float8 AND ${box.maxLongitude}::float8
      AND ${distance} <= p."serviceRadius"`;
}
