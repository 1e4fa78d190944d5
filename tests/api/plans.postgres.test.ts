import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { generateVisits } from "@/lib/plans/generate-visits";
import { cancelPlan } from "@/lib/plans/plan-actions";
import { checkInvariants } from "../support/invariants";
import { createUser } from "../support/users";

// Runs in the PostgreSQL pass only, where generator runs really overlap on a pool of connections, as on two instances.

afterAll(async () => {
  expect(await checkInvariants(db)).toEqual([]);
});

const PLANS = 1_000;

/** `count` weekly plans between one homeowner and one provider, written in bulk, none laid out yet. */
async function seedPlans(count: number) {
  const owner = await createUser();
  const provider = await createUser("provider");
  const jobs = await db.job.createManyAndReturn({
    data: Array.from({ length: count }, (_, i) => ({
      ownerId: owner.id,
      providerId: provider.id,
      status: "in_progress" as const,
      title: `Plan ${i}`,
      fullAddress: `${i} Main St`,
      priceEstimate: 45,
      recurrenceFrequency: "weekly" as const,
      recurrenceStartsOn: new Date("2026-04-01T00:00:00Z"),
    })),
    select: { id: true },
  });
  await db.servicePlan.createMany({
    data: jobs.map((job, i) => ({
      jobId: job.id,
      ownerId: owner.id,
      providerId: provider.id,
      frequency: "weekly" as const,
      startsOn: new Date("2026-04-01T00:00:00Z"),
      weekday: i % 7,
      pricePerVisit: 45,
      timeZone: ["America/New_York", "America/Phoenix", "Pacific/Honolulu", "America/Anchorage"][i % 4],
    })),
  });
  return { owner, provider };
}

describe("the visit generator on several instances", () => {
  it("run in parallel leaves one visit per plan and date, and none for a plan cancelled meanwhile", async () => {
    const now = new Date("2026-04-01T15:00:00Z");
    const { owner } = await seedPlans(PLANS);
    const victim = await db.servicePlan.findFirstOrThrow({ where: { ownerId: owner.id } });
    await Promise.all([
      generateVisits(now),
      generateVisits(now),
      generateVisits(now),
      cancelPlan({ planId: victim.id, ownerId: owner.id, now }),
    ]);
    // Eight weeks from 1 April: 8 or 9 dates a plan, whatever its weekday.
    const perPlan = await db.visit.groupBy({ by: ["planId"], _count: true });
    expect(perPlan.length).toBeGreaterThanOrEqual(PLANS - 1);
    for (const plan of perPlan) expect([8, 9]).toContain(plan._count);
    expect(await db.visit.count({ where: { planId: victim.id, status: "scheduled" } })).toBe(0);
    const before = await db.visit.count();
    await Promise.all([generateVisits(now), generateVisits(now)]);
    expect(await db.visit.count()).toBe(before);
  }, 300_000);
});
