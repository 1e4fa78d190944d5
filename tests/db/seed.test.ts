import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { allDemoPlaces } from "@/lib/demo/places";
import { seedDemoData } from "@/lib/demo/seed-demo-data";
import { findZip } from "@/lib/places/zip-codes";

describe("demo data", () => {
  it("seeds 2 homeowners, 4 onboarded providers and about 40 lawns in every status", async () => {
    const now = new Date("2026-11-22T15:00:00Z");
    const counts = await seedDemoData(db, now);
    expect(counts.users).toBe(6);
    expect(await db.user.count({ where: { role: "homeowner" } })).toBe(2);
    expect(await db.providerProfile.count({ where: { profileComplete: true } })).toBe(4);
    expect(counts.jobs).toBeGreaterThanOrEqual(38);
    const statuses = await db.job.groupBy({ by: ["status"], _count: true });
    expect(statuses.map((s) => s.status).sort()).toEqual(["cancelled", "claimed", "completed", "in_progress", "open"]);
    // The providers' own work is around New York, where they live.
    const far = await db.job.count({
      where: {
        status: { not: "open" },
        OR: [
          { latitude: { lt: 40.4 } },
          { latitude: { gt: 41.1 } },
          { longitude: { lt: -74.4 } },
          { longitude: { gt: -73.6 } },
        ],
      },
    });
    expect(far).toBe(0);
    // The open lawns spread over several metro areas, and each provider has a home to search from.
    const open = await db.job.findMany({ where: { status: "open" }, select: { state: true } });
    expect(new Set(open.map((job) => job.state)).size).toBeGreaterThanOrEqual(5);
    expect(await db.address.count({ where: { isDefault: true, user: { role: "provider" } } })).toBe(4);
    const openAuctions = await db.job.findMany({
      where: { status: "open", priceType: "auction" },
      include: { _count: { select: { bids: true } } },
    });
    expect(openAuctions.length).toBeGreaterThan(0);
    for (const job of openAuctions) expect(job._count.bids).toBeGreaterThanOrEqual(2);
    // Every assigned job has its provider; open ones have none.
    expect(
      await db.job.count({ where: { status: { in: ["claimed", "in_progress", "completed"] }, providerId: null } }),
    ).toBe(0);
    expect(await db.job.count({ where: { status: "open", providerId: { not: null } } })).toBe(0);
  });

  it("uses real ZIP codes: each place's ZIP is in its state and its centroid within 3 miles", async () => {
    for (const place of allDemoPlaces) {
      const zip = await findZip(place.zip);
      expect(zip?.state, place.zip).toBe(place.state);
      // About 3 miles in latitude and in longitude at these latitudes.
      expect(Math.abs(zip!.latitude - place.lat), place.zip).toBeLessThan(0.045);
      expect(Math.abs(zip!.longitude - place.lng), place.zip).toBeLessThan(0.055);
    }
  });
});
