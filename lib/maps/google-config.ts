import "server-only";

/**
 * The Google Maps settings, read on the server at run time (the root layout hands them to the browser), so one build
 * serves with a key or without: a preview without a key uses the app's own map and address search.
 * NEXT_PUBLIC_GOOGLE_MAPS_API_KEY is the browser key (restrict it to your site's referrers in the Cloud console).
 */
export function googleMapsConfig(env: Record<string, string | undefined> = process.env) {
  return {
    apiKey: env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY?.trim() || null,
    // Advanced markers need a map ID; Google's DEMO_MAP_ID works for development.
    mapId: env.NEXT_PUBLIC_GOOGLE_MAPS_MAP_ID?.trim() || "DEMO_MAP_ID",
  };
}
