import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { jobInclude } from "@/lib/jobs/dto";
import { loadJob } from "@/lib/jobs/load-jobs";
import { createJob } from "../support/jobs";
import { createUser } from "../support/users";

// lib/jobs/load-jobs.ts states jobInclude in SQL: every job read (listings, a job's page, claims, accepted bids) goes
// through it, so it must answer what Prisma's own read of jobInclude answers, relation by relation.

describe("loadJob", () => {
  it("reads a job with its relations as Prisma's read of jobInclude does", async () => {
    const owner = await createUser("homeowner", "Olivia Owner");
    const [rated, other, bidder] = [
      await createUser("provider", "Rated Provider"),
      await createUser("provider", "Other Provider"),
      await createUser("provider"),
    ];
    await db.user.update({ where: { id: owner.id }, data: { phone: "+15555550100", reviewCount: 2, ratingTotal: 9 } });
    await db.user.update({ where: { id: rated.id }, data: { reviewCount: 3, ratingTotal: 14 } });
    const address = await db.address.create({
      data: { userId: owner.id, label: "Cottage", fullAddress: "1 Lane, Hudson, NY 12534, USA" },
    });

    // A bare open job; an auction with bids (one retracted); a claimed job at a saved address with claim history
    // (more than five events, so only the newest five come back); a completed, reviewed job without a price.
    const open = await createJob(owner.id);
    const auction = await createJob(owner.id, {
      priceType: "auction",
      priceEstimate: 120.5,
      neededBy: new Date(Date.UTC(2026, 5, 1)),
    });
    await db.bid.createMany({
      data: [
        { jobId: auction.id, providerId: rated.id, amount: 99.99, etaDays: 2 },
        { jobId: auction.id, providerId: other.id, amount: 80, etaDays: 1, status: "retracted" },
        { jobId: auction.id, providerId: bidder.id, amount: 110, etaDays: 3 },
      ],
    });
    const claimed = await createJob(owner.id, {
      status: "claimed",
      providerId: rated.id,
      addressId: address.id,
      photos: ["a.jpg", "b.jpg"],
      thumbnails: ["a-t.jpg", "b-t.jpg"],
    });
    await db.jobEvent.createMany({
      data: Array.from({ length: 7 }, (_, index) => ({
        jobId: claimed.id,
        kind: index % 2 === 0 ? ("released" as const) : ("lapsed" as const),
        providerId: index % 2 === 0 ? other.id : rated.id,
        createdAt: new Date(Date.UTC(2026, 1, 1, 12, index)),
      })),
    });
    const reviewed = await createJob(owner.id, {
      status: "completed",
      providerId: rated.id,
      priceEstimate: null,
      completedAt: new Date(),
    });
    await db.review.createMany({
      data: [
        { jobId: reviewed.id, authorId: owner.id, subjectId: rated.id, rating: 5 },
        { jobId: reviewed.id, authorId: rated.id, subjectId: owner.id, rating: 4 },
      ],
    });

    const ids = [reviewed.id, open.id, claimed.id, auction.id];
    const stored = await db.job.findMany({ where: { id: { in: ids } }, include: jobInclude });
    const expected = ids.map((id) => stored.find((job) => job.id === id));
    const byAuthor = (job: { reviews: { authorId: string }[] }) => ({
      ...job,
      reviews: [...job.reviews].sort((a, b) => a.authorId.localeCompare(b.authorId)),
    });
    // Prisma gives a job's reviews in no particular order; nothing reads their order.
    const loaded = await Promise.all(ids.map((id) => loadJob(id)));
    expect(loaded.map((job) => byAuthor(job!))).toEqual(expected.map((job) => byAuthor(job!)));

    // The fixture covers what it claims to: five of seven events, newest first; a retracted bid left uncounted.
    const [, , loadedClaim, loadedAuction] = loaded.map((job) => job!);
    expect(loadedClaim.events.map((event) => event.createdAt.getUTCMinutes())).toEqual([6, 5, 4, 3, 2]);
    expect(loadedClaim.events[0].provider.fullName).toBe("Other Provider");
    expect(loadedAuction._count.bids).toBe(2);
  });

  it("answers null for an id with no job", async () => {
    const owner = await createUser();
    const job = await createJob(owner.id);
    const missing = "00000000-0000-4000-8000-000000000000";
    expect(await loadJob(missing)).toBeNull();
    expect((await loadJob(job.id))?.owner.fullName).toBe(
      (await db.user.findUniqueOrThrow({ where: { id: owner.id } })).fullName,
    );
  });
});
