// Great-circle geometry written independently of lib/places, as the reference the app's distances are checked against.

/** The point `miles` from `from` along the initial bearing (degrees), on the sphere (the direct geodesic problem). */
export function travel(from: { latitude: number; longitude: number }, bearing: number, miles: number) {
  const rad = Math.PI / 180;
  const angle = miles / 3958.7613;
  const lat1 = from.latitude * rad;
  const theta = bearing * rad;
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(angle) + Math.cos(lat1) * Math.sin(angle) * Math.cos(theta));
  const lng2 =
    from.longitude * rad +
    Math.atan2(Math.sin(theta) * Math.sin(angle) * Math.cos(lat1), Math.cos(angle) - Math.sin(lat1) * Math.sin(lat2));
  return { latitude: lat2 / rad, longitude: lng2 / rad };
}

/** The great-circle distance in miles (the haversine formula). */
export function milesBetween(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.latitude - a.latitude) * rad) / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(((b.longitude - a.longitude) * rad) / 2) ** 2;
  return 2 * 3958.7613 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The position the API shows to anyone but a job's parties: its coordinates rounded to 3 decimals. */
export function publicPoint(point: { latitude: number; longitude: number }) {
  return { latitude: Math.round(point.latitude * 1000) / 1000, longitude: Math.round(point.longitude * 1000) / 1000 };
}
