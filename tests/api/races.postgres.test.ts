import { afterAll, describe, expect, it } from "vitest";
import { POST as claim } from "@/app/api/jobs/[id]/claim/route";
import { POST as placeBid } from "@/app/api/jobs/[id]/bids/route";
import { POST as accept } from "@/app/api/bids/[id]/accept/route";
import { POST as retract } from "@/app/api/bids/[id]/retract/route";
import { POST as cancel } from "@/app/api/lawns/[id]/cancel/route";
import { POST as postLawn } from "@/app/api/lawns/route";
import { db } from "@/lib/db/client";
import { MAX_OPEN_CLAIMS } from "@/lib/jobs/claims";
import { call } from "../support/http";
import { checkInvariants } from "../support/invariants";
import { createJob } from "../support/jobs";
import { createUser } from "../support/users";
import { lawnPayload } from "../support/lawn-payload";

// Runs in the PostgreSQL pass only, where requests really run side by side on a pool of connections: each race is
// started several rounds, every loser must get the documented 409 (never a 500), and the database must hold together.

const ROUNDS = 3;
// Each race registers its contenders (argon2) first: generous, for a loaded machine.
const RACE_TIMEOUT_MS = 180_000;
const CONTENDERS = 20;
type Answer = {
  status: number;
  body: { error?: string; code?: string; job?: { status: string; provider_id: string | null } };
};

const statuses = (answers: Answer[]) => answers.map((answer) => answer.status).sort();

async function auctionWithBids(count: number) {
  const owner = await createUser();
  const job = await createJob(owner.id, { priceType: "auction", priceEstimate: 100 });
  const providers = await Promise.all(Array.from({ length: count }, () => createUser("provider")));
  const bids = [];
  for (const [i, provider] of providers.entries()) {
    const placed = await call<{ bid: { id: string; provider_id: string } }>(placeBid, {
      params: { id: job.id },
      token: provider.token,
      body: { amount: 60 + i, eta_days: 2 },
    });
    expect(placed.status).toBe(201);
    bids.push({ ...placed.body.bid, provider });
  }
  return { owner, job, bids };
}

describe("races on one job (PostgreSQL)", () => {
  afterAll(async () => {
    expect(await checkInvariants(db)).toEqual([]);
  }, RACE_TIMEOUT_MS);

  it(
    `gives ${CONTENDERS} concurrent claims of one job exactly one winner, round after round`,
    async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const owner = await createUser();
        const job = await createJob(owner.id);
        const providers = await Promise.all(Array.from({ length: CONTENDERS }, () => createUser("provider")));
        const answers: Answer[] = await Promise.all(
          providers.map((provider) => call(claim, { params: { id: job.id }, token: provider.token })),
        );
        expect(statuses(answers)).toEqual([200, ...Array(CONTENDERS - 1).fill(409)]);
        for (const loser of answers.filter((answer) => answer.status === 409))
          expect(loser.body.code).toBe("job_not_open");
        const winner = providers[answers.findIndex((answer) => answer.status === 200)];
        const stored = await db.job.findUniqueOrThrow({ where: { id: job.id } });
        expect({ status: stored.status, providerId: stored.providerId }).toEqual({
          status: "claimed",
          providerId: winner.id,
        });
        expect(await db.notification.count({ where: { userId: owner.id, type: "job_claimed" } })).toBe(1);
        expect(await checkInvariants(db)).toEqual([]);
      }
    },
    RACE_TIMEOUT_MS,
  );

  it(
    `gives ${CONTENDERS} concurrent accepts of different bids on one job exactly one winner, round after round`,
    async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const { owner, job, bids } = await auctionWithBids(CONTENDERS);
        const answers: Answer[] = await Promise.all(
          bids.map((bid) => call(accept, { params: { id: bid.id }, token: owner.token })),
        );
        expect(statuses(answers)).toEqual([200, ...Array(CONTENDERS - 1).fill(409)]);
        for (const loser of answers.filter((answer) => answer.status === 409))
          expect(loser.body.code).toBe("job_not_open");
        const won = bids[answers.findIndex((answer) => answer.status === 200)];
        const stored = await db.job.findUniqueOrThrow({ where: { id: job.id } });
        expect({
          status: stored.status,
          providerId: stored.providerId,
          agreedPrice: Number(stored.agreedPrice),
        }).toEqual({
          status: "claimed",
          providerId: won.provider.id,
          agreedPrice: 60 + bids.indexOf(won),
        });
        const byStatus = await db.bid.groupBy({ by: ["status"], where: { jobId: job.id }, _count: true });
        expect(Object.fromEntries(byStatus.map((group) => [group.status, group._count]))).toEqual({
          accepted: 1,
          expired: CONTENDERS - 1,
        });
        expect(await checkInvariants(db)).toEqual([]);
      }
    },
    RACE_TIMEOUT_MS,
  );

  it(
    "lets either a retract or an accept of the same bid win, never both, round after round",
    async () => {
      const tally = { retracted: 0, accepted: 0 };
      for (let round = 0; round < ROUNDS; round++) {
        // Eight auctions at once, each with the bid under contest and a second one that must stay consistent.
        const pairs = await Promise.all(Array.from({ length: 8 }, () => auctionWithBids(2)));
        const answers = await Promise.all(
          pairs.map(async ({ owner, bids: [bid] }) => {
            const [retracted, accepted] = await Promise.all([
              call(retract, { params: { id: bid.id }, token: bid.provider.token }) as Promise<Answer>,
              call(accept, { params: { id: bid.id }, token: owner.token }) as Promise<Answer>,
            ]);
            return { retracted, accepted };
          }),
        );
        for (const [i, { retracted, accepted }] of answers.entries()) {
          const { job, bids } = pairs[i];
          expect([retracted.status, accepted.status].sort()).toEqual([200, 409]);
          const stored = await db.job.findUniqueOrThrow({ where: { id: job.id } });
          const [contested, other] = await Promise.all(
            bids.map((bid) => db.bid.findUniqueOrThrow({ where: { id: bid.id } })),
          );
          if (retracted.status === 200) {
            tally.retracted++;
            expect(accepted.body.code).toBe("bid_not_open");
            expect([stored.status, stored.providerId, contested.status, other.status]).toEqual([
              "open",
              null,
              "retracted",
              "open",
            ]);
          } else {
            tally.accepted++;
            expect(retracted.body.code).toBe("bid_not_open");
            expect([stored.status, stored.providerId, contested.status, other.status]).toEqual([
              "claimed",
              bids[0].provider.id,
              "accepted",
              "expired",
            ]);
          }
        }
        expect(await checkInvariants(db)).toEqual([]);
      }
      expect(tally.retracted + tally.accepted).toBe(ROUNDS * 8);
    },
    RACE_TIMEOUT_MS,
  );

  it(
    "serializes a cancel and a claim of the same job: a claim after the cancel is refused, a cancel after the claim cancels the hire and tells its provider",
    async () => {
      const tally = { cancelledFirst: 0, claimedFirst: 0 };
      for (let round = 0; round < ROUNDS; round++) {
        const owner = await createUser();
        const jobs = await Promise.all(Array.from({ length: 8 }, () => createJob(owner.id)));
        const providers = await Promise.all(jobs.map(() => createUser("provider")));
        const answers = await Promise.all(
          jobs.map(async (job, i) => {
            const [cancelled, claimed] = await Promise.all([
              call(cancel, { params: { id: job.id }, token: owner.token }) as Promise<Answer>,
              call(claim, { params: { id: job.id }, token: providers[i].token }) as Promise<Answer>,
            ]);
            return { cancelled, claimed };
          }),
        );
        for (const [i, { cancelled, claimed }] of answers.entries()) {
          // The owner's cancel wins either way: the job ends cancelled, with no provider.
          expect(cancelled.status).toBe(200);
          const stored = await db.job.findUniqueOrThrow({ where: { id: jobs[i].id } });
          expect([stored.status, stored.providerId]).toEqual(["cancelled", null]);
          const told = await db.notification.count({
            where: { userId: providers[i].id, jobId: jobs[i].id, type: "job_cancelled" },
          });
          if (claimed.status === 200) {
            tally.claimedFirst++;
            expect(told).toBe(1);
          } else {
            tally.cancelledFirst++;
            expect(claimed.status).toBe(409);
            expect(claimed.body.code).toBe("job_not_open");
            expect(told).toBe(0);
          }
        }
        expect(await checkInvariants(db)).toEqual([]);
      }
      expect(tally.cancelledFirst + tally.claimedFirst).toBe(ROUNDS * 8);
    },
    RACE_TIMEOUT_MS,
  );

  it(
    `never lets one provider's concurrent claims pass the cap of ${MAX_OPEN_CLAIMS}, round after round`,
    async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const owner = await createUser();
        const provider = await createUser("provider");
        // Two places left, five claims at once: exactly two win, the rest hear why.
        await Promise.all(
          Array.from({ length: MAX_OPEN_CLAIMS - 2 }, () =>
            createJob(owner.id, { status: "claimed", providerId: provider.id }),
          ),
        );
        const jobs = await Promise.all(Array.from({ length: 5 }, () => createJob(owner.id)));
        const answers: Answer[] = await Promise.all(
          jobs.map((job) => call(claim, { params: { id: job.id }, token: provider.token })),
        );
        expect(statuses(answers)).toEqual([200, 200, 409, 409, 409]);
        for (const loser of answers.filter((answer) => answer.status === 409))
          expect(loser.body.code).toBe("claim_cap_reached");
        expect(await db.job.count({ where: { providerId: provider.id, status: "claimed" } })).toBe(MAX_OPEN_CLAIMS);
      }
    },
    RACE_TIMEOUT_MS,
  );

  it(
    `posts all of ${CONTENDERS} concurrent lawns at one newly typed address, saving the address once`,
    async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const owner = await createUser();
        const answers: Answer[] = await Promise.all(
          Array.from({ length: CONTENDERS }, (_, i) =>
            call(postLawn, { token: owner.token, body: lawnPayload({ title: `Lawn ${i}` }) }),
          ),
        );
        expect(statuses(answers)).toEqual(Array(CONTENDERS).fill(201));
        expect(await db.job.count({ where: { ownerId: owner.id } })).toBe(CONTENDERS);
        const saved = await db.address.findMany({ where: { userId: owner.id } });
        expect(saved.map((address) => [address.label, address.isDefault])).toEqual([["Home", true]]);
        expect(await db.job.count({ where: { ownerId: owner.id, addressId: saved[0].id } })).toBe(CONTENDERS);
      }
    },
    RACE_TIMEOUT_MS,
  );

  it(
    "finds a broken rule when there is one (the check itself can fail)",
    async () => {
      const owner = await createUser();
      const { job, bids } = await auctionWithBids(2);
      const rolledBack = new Error("roll back");
      let broken: string[] = [];
      // Break the rules inside a transaction that is rolled back, so the suite's last check sees only the races.
      await db
        .$transaction(async (tx) => {
          // The partial unique index would refuse a second accepted bid: the check must not depend on it.
          await tx.$executeRawUnsafe(`DROP INDEX "partial_bid_one_accepted_per_job"`);
          await tx.bid.updateMany({ where: { jobId: job.id }, data: { status: "accepted" } });
          await tx.job.create({
            data: {
              ownerId: owner.id,
              title: "Taken without a bid",
              fullAddress: "2 Main St",
              priceType: "auction",
              status: "claimed",
              providerId: bids[0].provider.id,
            },
          });
          await tx.address.create({
            data: { userId: owner.id, label: "Home", fullAddress: "1 Main St", isDefault: false },
          });
          // The count the triggers keep, set by hand.
          await tx.user.update({ where: { id: owner.id }, data: { claimsWaiting: 1, jobsCompleted: 1 } });
          broken = await checkInvariants(tx);
          throw rolledBack;
        })
        .catch((error) => {
          if (error !== rolledBack) throw error;
        });
      const report = broken.join("\n");
      expect(report).toContain(`a job with more than one accepted bid: 1 (e.g. ${job.id})`);
      expect(report).toContain("a taken auction whose provider is not its one accepted bid's: 1");
      expect(report).toContain("an accepted bid whose job is not assigned to its provider: 2");
      expect(report).toContain(`a user with addresses but not exactly one default: 1 (e.g. ${owner.id})`);
      expect(report).toContain(
        `a provider whose count of claims waiting to start (kept by triggers) is not their claimed jobs: 1 (e.g. ${owner.id})`,
      );
      expect(report).toContain(
        `a provider whose count of completed jobs (kept by triggers) is not their completed jobs: 1 (e.g. ${owner.id})`,
      );
      expect(await checkInvariants(db)).toEqual([]);
    },
    RACE_TIMEOUT_MS,
  );
});
