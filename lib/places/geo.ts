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
    return {
      minLatitude: Math.max(minLatitude, -90),
      maxLatitude: Math.min(maxLatitude, 90),
      minLongitude: -180,
      maxLongitude: 180,
    };
  }
  const spread = degrees(Math.asin(Math.sin(angle) / Math.cos(radians(latitude))));
  if (longitude - spread < -180 || longitude + spread > 180)
    return { minLatitude, maxLatitude, minLongitude: -180, maxLongitude: 180 };
  return { minLatitude, maxLatitude, minLongitude: longitude - spread, maxLongitude: longitude + spread };
}

const haversine = (angle: number) => Math.sin(angle / 2) ** 2;

type Point = { latitude: number; longitude: number };

/** The great-circle distance in miles between two points (the haversine formula, as distance-sql.ts in SQL). */
export function milesBetween(a: Point, b: Point): number {
  const radians = Math.PI / 180;
  const h =
    haversine((b.latitude - a.latitude) * radians) +
    Math.cos(a.latitude * radians) * Math.cos(b.latitude * radians) * haversine((b.longitude - a.longitude) * radians);
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * A latitude/longitude box inside the circle: every point in it is within the radius, so a radius test can settle
 * those points by comparisons alone. Its latitude half-height is the radius over √2; its longitude half-width is the
 * widest that keeps the box's corner nearest the equator (the farthest point, by the haversine formula) within a
 * radius a millionth short, so rounding in the exact test never disagrees. Null where it would reach a pole or cross
 * the 180th meridian.
 */
export function innerBox({ latitude, longitude, radiusMiles }: Circle): Box | null {
  const angle = (radiusMiles / EARTH_RADIUS_MILES) * (1 - 1e-6);
  const halfHeight = angle / Math.SQRT2;
  const centre = Math.abs(radians(latitude));
  if (centre + halfHeight >= Math.PI / 2) return null;
  const widestCos = centre - halfHeight <= 0 ? 1 : Math.cos(centre - halfHeight);
  const room = (haversine(angle) - haversine(halfHeight)) / (Math.cos(centre) * widestCos);
  const halfWidth = degrees(2 * Math.asin(Math.sqrt(Math.min(1, room))));
  if (longitude - halfWidth < -180 || longitude + halfWidth > 180) return null;
  const height = degrees(halfHeight);
  return {
    minLatitude: latitude - height,
    maxLatitude: latitude + height,
    minLongitude: longitude - halfWidth,
    maxLongitude: longitude + halfWidth,
  };
}

/**
 * The point as a unit vector from the Earth's centre (x towards 0°N 0°E, y towards 0°N 90°E, z towards the North
 * Pole). The straight-line (chord) distance between two such vectors grows with their great-circle distance, so
 * ordering by one orders by the other: what the nearest-first index over these vectors reads in order.
 */
export function unitVector({ latitude, longitude }: { latitude: number; longitude: number }): [number, number, number] {
  const [lat, lng] = [radians(latitude), radians(longitude)];
  return [Math.cos(lat) * Math.cos(lng), Math.cos(lat) * Math.sin(lng), Math.sin(lat)];
}

/** How finely a job's position is shown to anyone but its parties: 3 decimal places, about 100 m. */
export const PUBLIC_POSITION_SCALE = 1000;
/** The most a public coordinate differs from the exact one, in degrees (half a step, with room for rounding). */
export const PUBLIC_POSITION_MARGIN = 1 / PUBLIC_POSITION_SCALE;

/**
 * A coordinate as anyone but a job's parties sees it, rounded to PUBLIC_POSITION_SCALE. Written as floor(x + 0.5) in
 * float arithmetic so that the database computes the very same value (distance-sql.ts's publicCoordinateSql): a
 * stranger's distance filter and sort then depend on nothing finer than the position they are shown.
 */
export const publicCoordinate = (value: number) =>
  Math.floor(value * PUBLIC_POSITION_SCALE + 0.5) / PUBLIC_POSITION_SCALE;
