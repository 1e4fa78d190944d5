import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { seedDemoData } from "@/lib/demo/seed-demo-data";

describe("demo data", () => {
  it("seeds 2 homeowners, 4 onboarded providers and about 40 lawns in every status around New York", async () => {
    const now = new Date("2026-11-22T15:00:00Z");
    const counts = await seedDemoData(db, now);
    expect(counts.users).toBe(6);
    expect(await db.user.count({ where: { role: "homeowner" } })).toBe(2);
    expect(await db.providerProfile.count({ where: { profileComplete: true } })).toBe(4);
    expect(counts.jobs).toBeGreaterThanOrEqual(38);
    const statuses = await db.job.groupBy({ by: ["status"], _count: true });
    expect(statuses.map((s) => s.status).sort()).toEqual(["cancelled", "claimed", "completed", "in_progress", "open"]);
    const far = await db.job.count({ where: { OR: [{ latitude: { lt: 40.4 } }, { latitude: { gt: 41.1 } }, { longitude: { lt: -74.4 } }, { longitude: { gt: -73.6 } }] } });
    expect(far).toBe(0);
    const openAuctions = await db.job.findMany({ where: { status: "open", priceType: "auction" }, include: { _count: { select: { bids: true } } } });
    expect(openAuctions.length).toBeGreaterThan(0);
    for (const job of openAuctions) expect(job._count.bids).toBeGreaterThanOrEqual(2);
    // Every assigned job has its provider; open ones have none.
    expect(await db.job.count({ where: { status: { in: ["claimed", "in_progress", "completed"] }, providerId: null } })).toBe(0);
    expect(await db.job.count({ where: { status: "open", providerId: { not: null } } })).toBe(0);
  });
});
