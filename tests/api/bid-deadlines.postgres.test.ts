import { afterAll, describe, expect, it } from "vitest";
import { POST as placeBid } from "@/app/api/jobs/[id]/bids/route";
import { db } from "@/lib/db/client";
import { closeDueBidding, runBidDeadlines } from "@/lib/jobs/close-bidding";
import { call } from "../support/http";
import { checkInvariants } from "../support/invariants";
import { createJob } from "../support/jobs";
import { createUser } from "../support/users";

// PostgreSQL only: the close task on several connections at once, as two instances' cron runs would be.

describe("the bid deadline task run concurrently (PostgreSQL)", () => {
  afterAll(async () => {
    expect(await checkInvariants(db)).toEqual([]);
  });

  it("awards an auction once: one accepted bid, one set of notifications", async () => {
    for (let round = 0; round < 3; round++) {
      const owner = await createUser();
      const job = await createJob(owner.id, {
        priceType: "auction",
        priceEstimate: 100,
        biddingClosesAt: new Date(Date.now() + 3_600_000),
        autoAwardMinRating: 4,
      });
      const providers = await Promise.all([createUser("provider"), createUser("provider"), createUser("provider")]);
      for (const [i, provider] of providers.entries()) {
        await db.user.update({ where: { id: provider.id }, data: { reviewCount: 1, ratingTotal: 5 } });
        const placed = await call(placeBid, {
          params: { id: job.id },
          token: provider.token,
          body: { amount: 50 + i, eta_days: 1 },
        });
        expect(placed.status).toBe(201);
      }
      const closesAt = new Date(Date.now() + 3_600_000);
      const now = new Date(closesAt.getTime() + 1000);
      await db.job.update({ where: { id: job.id }, data: { biddingClosesAt: closesAt } });
      const runs = await Promise.all([closeDueBidding(now), closeDueBidding(now), runBidDeadlines(now)]);
      const closedCounts = runs.map((run) => (typeof run === "number" ? run : run.closed));
      expect(closedCounts.reduce((a, b) => a + b, 0)).toBe(1);
      expect(await db.bid.count({ where: { jobId: job.id, status: "accepted" } })).toBe(1);
      const awarded = await db.job.findUniqueOrThrow({ where: { id: job.id } });
      expect([awarded.status, awarded.providerId]).toEqual(["claimed", providers[0].id]);
      const notices = await db.notification.findMany({
        where: { jobId: job.id, type: { in: ["bid_accepted", "bid_expired", "bidding_closed"] } },
      });
      expect(notices.map((n) => n.type).sort()).toEqual([
        "bid_accepted",
        "bid_expired",
        "bid_expired",
        "bidding_closed",
      ]);
    }
  });
});
