import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { milesBetween } from "@/lib/places/geo";
import { drivingOrder } from "./driving-order";

const stop = <L extends number | null>(id: string, latitude: L, longitude: L) => ({ id, latitude, longitude });

describe("drivingOrder", () => {
  it("goes from the base to the nearest stop, then the nearest of the rest", () => {
    const base = { latitude: 40.0, longitude: -74.0 };
    // Along a line east of the base: given out of order.
    const far = stop("far", 40.0, -73.7);
    const near = stop("near", 40.0, -73.9);
    const middle = stop("middle", 40.0, -73.8);
    const { legs, totalMiles } = drivingOrder([far, near, middle], base);
    expect(legs.map((leg) => leg.stop.id)).toEqual(["near", "middle", "far"]);
    // Along a parallel the legs add up to the whole within a few feet (a parallel is not a great circle).
    expect(totalMiles).toBeCloseTo(milesBetween(base, far), 2);
  });

  it("starts at the first stop without a base, and puts stops without a place last", () => {
    const { legs } = drivingOrder([stop("a", 40, -74), stop("nowhere", null, null), stop("b", 40, -73.9)], null);
    expect(legs.map((leg) => [leg.stop.id, leg.legMiles === null])).toEqual([
      ["a", true],
      ["b", false],
      ["nowhere", true],
    ]);
  });

  it("visits every stop once, and the total is the sum of the legs", () => {
    const point = fc.record({
      latitude: fc.double({ min: 25, max: 49, noNaN: true }),
      longitude: fc.double({ min: -124, max: -67, noNaN: true }),
    });
    fc.assert(
      fc.property(fc.array(point, { maxLength: 12 }), fc.option(point), (points, base) => {
        const stops = points.map((at, index) => ({ ...at, id: index }));
        const { legs, totalMiles } = drivingOrder(stops, base);
        expect(legs.map((leg) => leg.stop.id).sort((a, b) => a - b)).toEqual(stops.map((s) => s.id));
        expect(totalMiles).toBeCloseTo(
          legs.reduce((sum, leg) => sum + (leg.legMiles ?? 0), 0),
          9,
        );
        // Each leg is the shortest available from where the round stood.
        legs.forEach((leg, index) => {
          const from = index === 0 ? base : legs[index - 1].stop;
          if (!from) return;
          for (const later of legs.slice(index))
            expect(leg.legMiles!).toBeLessThanOrEqual(milesBetween(from, later.stop) + 1e-9);
        });
      }),
    );
  });
});
