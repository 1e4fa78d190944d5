import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { MAX_OPEN_CLAIMS } from "@/lib/jobs/claims";
import { isPastClaimCap } from "@/lib/jobs/claim-cap";
import { createJob, jobData } from "../support/jobs";
import { createUser } from "../support/users";

// User.claimsWaiting, kept by the triggers on "Job" (migration claims_waiting) whatever the statement: one row or
// many, an insert, an update or a delete; the claim and the accepted bid rely on them for the cap.

const waiting = async (...users: { id: string }[]) =>
  (
    await db.user.findMany({
      where: { id: { in: users.map((user) => user.id) } },
      select: { id: true, claimsWaiting: true },
    })
  )
    .sort((a, b) => users.findIndex((user) => user.id === a.id) - users.findIndex((user) => user.id === b.id))
    .map((user) => user.claimsWaiting);

const claimedRow = (ownerId: string, providerId: string, n: number) =>
  jobData(ownerId, { providerId, status: "claimed", title: `Claimed ${n}` });

describe("a provider's count of claims waiting to start", () => {
  it("follows every statement that claims, starts, reassigns, reopens or deletes jobs, one job or many", async () => {
    const owner = await createUser();
    const [a, b] = [await createUser("provider"), await createUser("provider")];
    await db.job.createMany({
      data: [claimedRow(owner.id, a.id, 1), claimedRow(owner.id, a.id, 2), claimedRow(owner.id, b.id, 3)],
    });
    expect(await waiting(a, b)).toEqual([2, 1]);

    const open = await createJob(owner.id);
    await db.job.update({ where: { id: open.id }, data: { status: "claimed", providerId: b.id } });
    expect(await waiting(a, b)).toEqual([2, 2]);

    // One statement, both providers: each started job leaves the count.
    await db.job.updateMany({
      where: { providerId: { in: [a.id, b.id] }, title: { in: ["Claimed 1", "Claimed 3"] } },
      data: { status: "in_progress" },
    });
    expect(await waiting(a, b)).toEqual([1, 1]);

    // Reassigned, and back to open.
    await db.job.update({ where: { id: open.id }, data: { providerId: a.id } });
    expect(await waiting(a, b)).toEqual([2, 0]);
    await db.job.update({ where: { id: open.id }, data: { status: "open", providerId: null } });
    expect(await waiting(a, b)).toEqual([1, 0]);

    // A change that leaves claims as they are (an edit) changes no count.
    await db.job.updateMany({ where: { ownerId: owner.id }, data: { description: "Back yard too" } });
    expect(await waiting(a, b)).toEqual([1, 0]);

    await db.job.deleteMany({ where: { ownerId: owner.id } });
    expect(await waiting(a, b)).toEqual([0, 0]);
  });

  it(`stops at ${MAX_OPEN_CLAIMS}: a statement that would pass it fails whole, and says so`, async () => {
    const owner = await createUser();
    const provider = await createUser("provider");
    const rows = Array.from({ length: MAX_OPEN_CLAIMS + 1 }, (_, n) => claimedRow(owner.id, provider.id, n));
    const refused = await db.job.createMany({ data: rows }).catch((error: unknown) => error);
    expect(isPastClaimCap(refused)).toBe(true);
    expect(await db.job.count({ where: { ownerId: owner.id } })).toBe(0);
    expect(await waiting(provider)).toEqual([0]);

    await db.job.createMany({ data: rows.slice(1) });
    expect(await waiting(provider)).toEqual([MAX_OPEN_CLAIMS]);
    const one = await createJob(owner.id);
    const past = await db.job
      .update({ where: { id: one.id }, data: { status: "claimed", providerId: provider.id } })
      .catch((error: unknown) => error);
    expect(isPastClaimCap(past)).toBe(true);
    expect(isPastClaimCap(new Error("something else"))).toBe(false);
    expect(await waiting(provider)).toEqual([MAX_OPEN_CLAIMS]);
  });

  it("lets a provider above the cap (from before it existed) start or give up jobs, but claim none", async () => {
    const owner = await createUser();
    const provider = await createUser("provider");
    const held = await createJob(owner.id, { status: "claimed", providerId: provider.id });
    // As the migration's count would find a provider who claimed more before the cap: the count alone, raised.
    await db.user.update({ where: { id: provider.id }, data: { claimsWaiting: MAX_OPEN_CLAIMS + 2 } });
    await db.job.update({ where: { id: held.id }, data: { status: "in_progress" } });
    expect(await waiting(provider)).toEqual([MAX_OPEN_CLAIMS + 1]);
    const another = await createJob(owner.id);
    const refused = await db.job
      .update({ where: { id: another.id }, data: { status: "claimed", providerId: provider.id } })
      .catch((error: unknown) => error);
    expect(isPastClaimCap(refused)).toBe(true);
    expect(await waiting(provider)).toEqual([MAX_OPEN_CLAIMS + 1]);
  });
});
