import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import type { Circle } from "@/lib/places/geo";
import { storedPoint } from "@/lib/places/locate-address";
import { ZIP_PATTERN } from "@/lib/addresses/schemas";
import { searchPlaces } from "@/lib/places/search-places";
import { findZip } from "@/lib/places/zip-codes";
import { DEFAULT_RADIUS_MILES } from "./radius";
import type { JobListQuery } from "./schemas";

export const NO_HOME_MESSAGE = "Add a default address to your profile to see jobs near you";

/**
 * Where a signed-in user works from: their default address, within their onboarding service radius (the
 * onboarding default for anyone without one) unless a radius is given. Null when they have no usable address.
 */
export async function homeCircle(userId: string, radiusMiles?: number): Promise<Circle | null> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: {
      addresses: { where: { isDefault: true }, select: { latitude: true, longitude: true, postalCode: true }, take: 1 },
      providerProfile: { select: { serviceRadius: true } },
    },
  });
  const home = user?.addresses[0];
  if (!home) return null;
  const point = await storedPoint(home);
  if (!point) return null;
  return {
    latitude: point.latitude,
    longitude: point.longitude,
    radiusMiles: radiusMiles ?? user?.providerProfile?.serviceRadius ?? DEFAULT_RADIUS_MILES,
  };
}

/** Where zip= points: a ZIP code's centroid, or a town's (its first ZIP as the address search ranks them). */
async function placeCentre(place: string) {
  if (ZIP_PATTERN.test(place)) {
    const zip = await findZip(place);
    if (!zip) throw new AppError("zip_unknown", `zip: ${place} is not a US ZIP code`);
    return zip;
  }
  const [town] = await searchPlaces(place, 1);
  if (!town) throw new AppError("zip_unknown", `zip: ${place} is not a US town or ZIP code`);
  return town;
}

/**
 * The circle a job listing asks for: near=lat,lng, zip=NNNNN or a town (its centroid) or near=me; none without a
 * centre.
 */
export async function jobCircle(
  query: Pick<JobListQuery, "near" | "zip" | "radius">,
  viewer: Pick<SessionUser, "id"> | null,
): Promise<Circle | undefined> {
  if (query.zip !== undefined) {
    const zip = await placeCentre(query.zip);
    return { latitude: zip.latitude, longitude: zip.longitude, radiusMiles: query.radius ?? DEFAULT_RADIUS_MILES };
  }
  if (query.near === "me") {
    if (!viewer) throw new AppError("unauthenticated", "Please sign in to see jobs near you");
    const home = await homeCircle(viewer.id, query.radius);
    if (!home) throw new AppError("no_home_address", NO_HOME_MESSAGE);
    return home;
  }
  if (query.near !== undefined) return { ...query.near, radiusMiles: query.radius ?? DEFAULT_RADIUS_MILES };
  return undefined;
}
