import { afterAll, describe, expect, it } from "vitest";
import { POST as claim } from "@/app/api/jobs/[id]/claim/route";
import { POST as placeBid } from "@/app/api/jobs/[id]/bids/route";
import { POST as accept } from "@/app/api/bids/[id]/accept/route";
import { db } from "@/lib/db/client";
import { MAX_OPEN_CLAIMS } from "@/lib/jobs/claims";
import { call } from "../support/http";
import { raceStartsAgainstSweep } from "../support/claims-race";
import { createJob } from "../support/jobs";
import { createUser } from "../support/users";
import { checkInvariants } from "../support/invariants";

// Whatever the suite did through the API, the database's rules still hold (tests/support/invariants.ts).
afterAll(async () => {
  expect(await checkInvariants(db)).toEqual([]);
});

// Runs in the PostgreSQL pass only, where requests really run side by side on a pool of connections.

describe("claims under real concurrency (PostgreSQL)", () => {
  it("gives each of 30 starts racing two lapse sweeps exactly one winner", async () => {
    const outcome = await raceStartsAgainstSweep(30, 2);
    expect(outcome.started + outcome.lapsed).toBe(30);
  }, 120_000); // thirty accounts registered one after another: generous, for a loaded machine

  it(`never lets one provider's concurrent claims go past ${MAX_OPEN_CLAIMS} waiting to start`, async () => {
    const owner = await createUser();
    const provider = await createUser("provider");
    const held = 4;
    for (let i = 0; i < held; i++) await createJob(owner.id, { status: "claimed", providerId: provider.id });
    const jobs = await Promise.all(Array.from({ length: 15 }, () => createJob(owner.id)));
    const results = await Promise.all(
      jobs.map((job) => call(claim, { params: { id: job.id }, token: provider.token })),
    );
    expect(results.filter((res) => res.status === 200)).toHaveLength(MAX_OPEN_CLAIMS - held);
    expect(results.filter((res) => res.status === 409)).toHaveLength(15 - (MAX_OPEN_CLAIMS - held));
    expect(await db.job.count({ where: { providerId: provider.id, status: "claimed" } })).toBe(MAX_OPEN_CLAIMS);
  });

  it("counts claims and accepted bids racing each other against the same cap", async () => {
    const provider = await createUser("provider");
    const owners = await Promise.all(Array.from({ length: 8 }, () => createUser()));
    const auctions = await Promise.all(owners.map((owner) => createJob(owner.id, { priceType: "auction" })));
    const bids = [];
    for (const auction of auctions) {
      bids.push(
        (
          await call<{ bid: { id: string } }>(placeBid, {
            params: { id: auction.id },
            token: provider.token,
            body: { amount: 70, eta_days: 1 },
          })
        ).body.bid,
      );
    }
    const fixed = await Promise.all(Array.from({ length: 8 }, () => createJob(owners[0].id)));
    const results = await Promise.all([
      ...fixed.map((job) => call(claim, { params: { id: job.id }, token: provider.token })),
      ...bids.map((bid, i) => call(accept, { params: { id: bid.id }, token: owners[i].token })),
    ]);
    expect(results.filter((res) => res.status === 200)).toHaveLength(MAX_OPEN_CLAIMS);
    expect(await db.job.count({ where: { providerId: provider.id, status: "claimed" } })).toBe(MAX_OPEN_CLAIMS);
    // A refused accept leaves its bid open and its job unassigned.
    expect(await db.bid.count({ where: { providerId: provider.id, status: "accepted" } })).toBe(
      await db.job.count({ where: { providerId: provider.id, priceType: "auction" } }),
    );
  });
});
