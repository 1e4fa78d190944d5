// Great-circle geometry on a spherical Earth, in miles and decimal degrees.

/** The Earth's mean radius (IUGG), the sphere the distances are measured on. */
export const EARTH_RADIUS_MILES = 3958.7613;

export type Circle = { latitude: number; longitude: number; radiusMiles: number };
export type Box = { minLatitude: number; maxLatitude: number; minLongitude: number; maxLongitude: number };

const radians = (degrees: number) => (degrees * Math.PI) / 180;
const degrees = (radians: number) => (radians * 180) / Math.PI;

/**
 * The smallest latitude/longitude box holding every point of the circle (Matuschek's bounding coordinates), so an
 * index on the coordinates can narrow the rows before the exact distance is computed. Near a pole, or across the
 * 180th meridian, the box spans every longitude.
 */
export function boundingBox({ latitude, longitude, radiusMiles }: Circle): Box {
  const angle = radiusMiles / EARTH_RADIUS_MILES;
  const minLatitude = latitude - degrees(angle);
  const maxLatitude = latitude + degrees(angle);
  if (minLatitude <= -90 || maxLatitude >= 90) {
    return { minLatitude: Math.max(minLatitude, -90), maxLatitude: Math.min(maxLatitude, 90), minLongitude: -180, maxLongitude: 180 };
  }
  const spread = degrees(Math.asin(Math.sin(angle) / Math.cos(radians(latitude))));
  if (longitude - spread < -180 || longitude + spread > 180) return { minLatitude, maxLatitude, minLongitude: -180, maxLongitude: 180 };
  return { minLatitude, maxLatitude, minLongitude: longitude - spread, maxLongitude: longitude + spread };
}
