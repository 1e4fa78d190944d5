import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { allDemoPlaces } from "@/lib/demo/places";
import { demoProviders, seedDemoData } from "@/lib/demo/seed-demo-data";
import { findZip } from "@/lib/places/zip-codes";
import { checkInvariants } from "../support/invariants";

describe("demo data", () => {
  it("seeds 2 homeowners, 4 onboarded providers, an operator and about 40 lawns in every status", async () => {
    const now = new Date("2026-11-22T15:00:00Z");
    const counts = await seedDemoData(db, now);
    expect(counts.users).toBe(7);
    expect(await db.user.count({ where: { role: "homeowner", operator: false } })).toBe(2);
    const operators = await db.user.findMany({ where: { operator: true }, select: { email: true, role: true } });
    expect(operators).toEqual([{ email: "ops@demo.lawnlink.test", role: "homeowner" }]);
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
    // Two active plans, weekly and biweekly, whose providers' standing counts their completed visits.
    const plans = await db.servicePlan.findMany({ where: { status: "active" }, select: { providerId: true } });
    expect(plans).toHaveLength(2);
    for (const { providerId } of plans) {
      const completed = await db.visit.count({ where: { status: "completed", plan: { providerId } } });
      expect(completed).toBeGreaterThan(0);
      const provider = await db.user.findUniqueOrThrow({ where: { id: providerId } });
      expect([provider.visitsCompleted, provider.visitsOnTime]).toEqual([completed, completed]);
    }
    // Every completed one-time job and visit has its payment: some awaiting confirmation, some due, most paid, with
    // a ledger that balances.
    const completedWork =
      (await db.job.count({ where: { status: "completed", recurrenceFrequency: null } })) +
      (await db.visit.count({ where: { status: "completed" } }));
    expect(await db.payment.count()).toBe(completedWork);
    const byStatus = Object.fromEntries(
      (await db.payment.groupBy({ by: ["status"], _count: true })).map((group) => [group.status, group._count]),
    );
    expect(byStatus).toMatchObject({ due: 3, paid: expect.any(Number) });
    // Marcus's lawn Tom finished this morning waits for him to confirm it or report a problem.
    const marcus = await db.user.findUniqueOrThrow({ where: { email: "marcus@demo.lawnlink.test" } });
    expect(await db.payment.count({ where: { ownerId: marcus.id, status: "awaiting_confirmation" } })).toBe(1);
    expect(await checkInvariants(db)).toEqual([]);
  });

  it("opens each demo account before its history and gives every demo user notifications, the newest unread", async () => {
    const now = new Date("2026-11-22T15:00:00Z");
    // The same seed as the test above (each file has its own database): seeded here only when run alone.
    if ((await db.user.count()) === 0) await seedDemoData(db, now);
    // The marketplace's members: the operator runs it, with no history of their own in it.
    const users = await db.user.findMany({ where: { operator: false }, include: { notifications: true } });
    for (const user of users) {
      // Member since: before anything the account did.
      const first = await db.job.findFirst({
        where: { OR: [{ ownerId: user.id }, { providerId: user.id }, { bids: { some: { providerId: user.id } } }] },
        orderBy: { createdAt: "asc" },
      });
      if (first) expect(user.createdAt.getTime(), user.email).toBeLessThan(first.createdAt.getTime());
      expect(user.createdAt.getTime(), user.email).toBeLessThan(now.getTime() - 90 * 86_400_000);
      // Some notifications, some unread, none from the future, and nothing queued to be emailed or texted.
      expect(user.notifications.length, user.email).toBeGreaterThanOrEqual(2);
      expect(user.notifications.filter((n) => n.readAt === null).length, user.email).toBeGreaterThan(0);
      expect(user.notifications.filter((n) => n.readAt !== null).length, user.email).toBeGreaterThanOrEqual(0);
      for (const n of user.notifications) expect(n.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
    }
    expect(await db.outboxMessage.count()).toBe(0);
    // Diego, with 18 jobs and 15 reviews behind him, has been a member for over a year.
    const diego = users.find((user) => user.email === demoProviders[0].email)!;
    expect(diego.createdAt.getTime()).toBeLessThan(now.getTime() - 365 * 86_400_000);
    // Every kind a newcomer looks for: a new job nearby, a bid, a review (or a lawn waiting for one), a message.
    const kinds = new Set(users.flatMap((user) => user.notifications.map((n) => n.type)));
    for (const kind of ["job_posted_nearby", "bid_received", "bid_accepted", "review_received", "job_completed"])
      expect(kinds, kind).toContain(kind);
    const diegoKinds = new Set(diego.notifications.map((n) => n.type));
    for (const kind of ["job_posted_nearby", "bid_accepted", "review_received", "message_received"])
      expect(diegoKinds, kind).toContain(kind);
    const homeownerKinds = new Set(
      users.filter((user) => user.role === "homeowner").flatMap((user) => user.notifications.map((n) => n.type)),
    );
    for (const kind of ["bid_received", "job_completed", "message_received"])
      expect(homeownerKinds, kind).toContain(kind);
    // A message notification points at its conversation, whose latest message is unread.
    const message = diego.notifications.find((n) => n.type === "message_received" && n.readAt === null)!;
    const thread = await db.messageThread.findUniqueOrThrow({
      where: { id: message.threadId! },
      include: { messages: { orderBy: { createdAt: "desc" } } },
    });
    expect(thread.messages[0].readAt).toBeNull();
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
