import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { milesBetween, travel } from "@/tests/support/geo";
import { innerBox, unitVector } from "./geo";

const circle = fc.record({
  latitude: fc.double({ min: -85, max: 85, noNaN: true }),
  longitude: fc.double({ min: -180, max: 180, noNaN: true }),
  radiusMiles: fc.double({ min: 1, max: 500, noNaN: true }),
});
const fraction = fc.double({ min: 0, max: 1, noNaN: true });
const point = fc.record({
  latitude: fc.double({ min: -89, max: 89, noNaN: true }),
  longitude: fc.double({ min: -180, max: 180, noNaN: true }),
});

describe("innerBox", () => {
  it("holds only points within the radius, up to its corners, and reaches within a thousandth of it", () => {
    fc.assert(
      fc.property(circle, fraction, fraction, (c, across, up) => {
        const box = innerBox(c);
        if (!box) return;
        const at = (latitude: number, longitude: number) => milesBetween(c, { latitude, longitude });
        const corners = [box.minLatitude, box.maxLatitude].flatMap((lat) =>
          [box.minLongitude, box.maxLongitude].map((lng) => at(lat, lng)),
        );
        const inside = at(
          box.minLatitude + up * (box.maxLatitude - box.minLatitude),
          box.minLongitude + across * (box.maxLongitude - box.minLongitude),
        );
        for (const miles of [...corners, inside]) expect(miles).toBeLessThanOrEqual(c.radiusMiles);
        expect(Math.max(...corners)).toBeGreaterThan(c.radiusMiles * 0.999);
      }),
      { numRuns: 2_000 },
    );
  });

  it("gives none where the box would reach a pole or cross the 180th meridian", () => {
    expect(innerBox({ latitude: 89.9, longitude: 0, radiusMiles: 50 })).toBeNull();
    expect(innerBox({ latitude: 52, longitude: 179.9, radiusMiles: 50 })).toBeNull();
    expect(innerBox({ latitude: 40.7128, longitude: -74.006, radiusMiles: 25 })).not.toBeNull();
  });
});

describe("unitVector", () => {
  // Within the widest search radius and more (500 miles): near the antipode the chord's change vanishes in rounding.
  it("orders points within 1,000 miles by straight-line distance as by great-circle distance", () => {
    const chord = (a: number[], b: number[]) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
    const around = fc.tuple(
      fc.double({ min: 0, max: 360, noNaN: true }),
      fc.double({ min: 0, max: 1_000, noNaN: true }),
    );
    fc.assert(
      fc.property(point, around, around, (centre, [bearing, reach], [otherBearing, otherReach]) => {
        const [a, b] = [travel(centre, bearing, reach), travel(centre, otherBearing, otherReach)];
        const [miles, other] = [milesBetween(centre, a), milesBetween(centre, b)];
        fc.pre(Math.abs(miles - other) > 1e-6);
        const from = unitVector(centre);
        expect(chord(from, unitVector(a)) < chord(from, unitVector(b))).toBe(miles < other);
      }),
      { numRuns: 2_000 },
    );
  });
});
