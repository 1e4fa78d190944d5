import "server-only";
import { separatedSql } from "@/lib/blocks/separation";
import { Prisma } from "@/lib/generated/prisma/client";
import { distanceMilesSql } from "@/lib/places/distance-sql";
import { boundingBox, type Box } from "@/lib/places/geo";
import { providerProfileSchema } from "@/lib/users/schemas";

// No provider's radius is wider than onboarding allows, so this box holds every provider who could be in reach.
const WIDEST_SERVICE_RADIUS = providerProfileSchema.shape.service_radius.unwrap().maxValue!;

/** Where providers are looked for: the point, and the box around it that holds every provider who could reach it. */
export type Reach = { latitude: number; longitude: number } & Box;

export function reachOf(point: { latitude: number; longitude: number }): Reach {
  return { ...point, ...boundingBox({ ...point, radiusMiles: WIDEST_SERVICE_RADIUS }) };
}

/**
 * SQL selecting the ids (as "id") of the providers whose service radius (miles, from onboarding) around their default
 * saved address reaches a point: the reach's bounding box first (cheap comparisons), then each provider's own radius
 * by the same great-circle distance as the job search (lib/places/distance-sql.ts). `at` names a row with a Reach's
 * columns and "ownerId" (the poster, never told of their own job, nor are providers a block separates from them:
 * lib/blocks/separation.ts), so one statement can look around many points.
 * SQL, not ids: the fan-out inserts its notifications straight from it, without reading hundreds of ids into
 * JavaScript.
 */
export function providersNearSql(at: Prisma.Sql): Prisma.Sql {
  const column = (name: keyof Reach | "ownerId") => Prisma.sql`${at}.${Prisma.raw(`"${name}"`)}`;
  const distance = distanceMilesSql(
    { latitude: column("latitude"), longitude: column("longitude") },
    { latitude: Prisma.sql`a."latitude"`, longitude: Prisma.sql`a."longitude"` },
  );
  return Prisma.sql`
    SELECT u."id"
    FROM "User" u
    JOIN "ProviderProfile" p ON p."userId" = u."id"
    JOIN "Address" a ON a."userId" = u."id" AND a."isDefault"
    WHERE u."role" = 'provider' AND u."id" <> ${column("ownerId")} AND NOT ${separatedSql(Prisma.sql`u."id"`, column("ownerId"))}
      AND a."latitude" BETWEEN ${column("minLatitude")} AND ${column("maxLatitude")}
      AND a."longitude" BETWEEN ${column("minLongitude")} AND ${column("maxLongitude")}
      AND ${distance} <= p."serviceRadius"`;
}
