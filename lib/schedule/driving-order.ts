import { milesBetween } from "@/lib/places/geo";

type Point = { latitude: number; longitude: number };
type Placed = { latitude: number | null; longitude: number | null };

export type Leg<T> = { stop: T; legMiles: number | null };

const located = <T extends Placed>(stop: T): stop is T & Point => stop.latitude !== null && stop.longitude !== null;

/**
 * A day's stops in a suggested driving order: from the start (the provider's base), each next stop is the nearest
 * one not yet visited, on straight-line distance. Without a start the first stop given begins the round. Stops
 * without coordinates come last, in the order given, with no leg. Each stop carries the miles of the leg that
 * reaches it; the total is their sum.
 */
export function drivingOrder<T extends Placed>(
  stops: readonly T[],
  start: Point | null,
): { legs: Leg<T>[]; totalMiles: number } {
  const left = stops.filter(located);
  const legs: Leg<T>[] = [];
  let at: Point | null = start;
  while (left.length > 0) {
    let nearest = 0;
    if (at) {
      const from = at;
      left.forEach((stop, index) => {
        if (milesBetween(from, stop) < milesBetween(from, left[nearest])) nearest = index;
      });
    }
    const [next] = left.splice(nearest, 1);
    legs.push({ stop: next, legMiles: at ? milesBetween(at, next) : null });
    at = next;
  }
  for (const stop of stops) if (!located(stop)) legs.push({ stop, legMiles: null });
  return { legs, totalMiles: legs.reduce((total, leg) => total + (leg.legMiles ?? 0), 0) };
}
