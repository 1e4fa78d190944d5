// Where a jobs map opens (SPEC §9): fitted to the jobs (zoom at most 15), else around the user's position or the
// default centre at zoom 12. Shared by the MapLibre and Google maps.

export const DEFAULT_CENTER = { latitude: 40.7128, longitude: -74.006 };
export const DEFAULT_ZOOM = 12;
export const MAX_FIT_ZOOM = 15;

export type LatLng = { latitude: number; longitude: number };
/** [west, south, east, north] in degrees. */
export type Bounds = [number, number, number, number];

export type InitialCamera = { bounds: Bounds; maxZoom: number } | { center: LatLng; zoom: number };

export function initialCamera(points: LatLng[], userPosition?: LatLng | null): InitialCamera {
  if (points.length === 0) return { center: userPosition ?? DEFAULT_CENTER, zoom: DEFAULT_ZOOM };
  const longitudes = points.map((point) => point.longitude);
  const latitudes = points.map((point) => point.latitude);
  return {
    bounds: [Math.min(...longitudes), Math.min(...latitudes), Math.max(...longitudes), Math.max(...latitudes)],
    maxZoom: MAX_FIT_ZOOM,
  };
}
