import { describe, expect, it } from "vitest";
import { initialCamera } from "./camera";

describe("initialCamera (SPEC §9)", () => {
  it("opens on New York at zoom 12 without jobs or a position", () => {
    expect(initialCamera([])).toEqual({ center: { latitude: 40.7128, longitude: -74.006 }, zoom: 12 });
  });

  it("opens on the user's position at zoom 12 when there are no jobs", () => {
    expect(initialCamera([], { latitude: 39.95, longitude: -75.17 })).toEqual({
      center: { latitude: 39.95, longitude: -75.17 },
      zoom: 12,
    });
  });

  it("fits the jobs' bounds, zooming in at most to 15", () => {
    const camera = initialCamera([
      { latitude: 40.6, longitude: -74.1 },
      { latitude: 40.9, longitude: -73.8 },
      { latitude: 40.7, longitude: -73.9 },
    ]);
    expect(camera).toEqual({ bounds: [-74.1, 40.6, -73.8, 40.9], maxZoom: 15 });
  });
});
