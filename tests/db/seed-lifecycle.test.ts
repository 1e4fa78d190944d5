import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { demoProviders, seedDemoData } from "@/lib/demo/seed-demo-data";
import { lapseStaleClaims } from "@/lib/jobs/lapse-stale-claims";
import { averageRating } from "@/lib/reviews/rules";
import { publishDueReviews } from "@/lib/reviews/publish-reviews";

describe("demo data: dates, claims and reviews", () => {
  it("is consistent with the rules the sweeps enforce, and shows every review state", async () => {
    const now = new Date("2026-11-22T15:00:00Z");
    await seedDemoData(db, now);
    const diego = await db.user.findUniqueOrThrow({ where: { email: demoProviders[0].email } });
    expect(averageRating(diego.ratingTotal, diego.reviewCount)).toBe(4.8);
    expect(diego.reviewCount).toBe(15);

    // Every aggregate matches the published reviews it stands for.
    const sums = await db.review.groupBy({
      by: ["subjectId"],
      where: { publishedAt: { not: null } },
      _count: true,
      _sum: { rating: true },
    });
    const users = await db.user.findMany();
    for (const user of users) {
      const sum = sums.find((s) => s.subjectId === user.id);
      expect([user.reviewCount, user.ratingTotal]).toEqual([sum?._count ?? 0, sum?._sum.rating ?? 0]);
    }
    // Reviews both ways; some hidden by the double-blind rule, each waiting for the other side's.
    expect(
      await db.review.count({ where: { author: { role: "provider" }, publishedAt: { not: null } } }),
    ).toBeGreaterThan(0);
    const hidden = await db.review.findMany({
      where: { publishedAt: null },
      include: { author: true, job: { include: { reviews: true } } },
    });
    expect(hidden.map((r) => r.author.role).sort()).toEqual(["homeowner", "provider"]);
    for (const review of hidden) expect(review.job.reviews).toHaveLength(1);
    // Nothing the sweeps would change at once: no claim overdue, no review past its window still hidden.
    expect(await lapseStaleClaims(now)).toBe(0);
    expect(await publishDueReviews(now)).toBe(0);
    expect(await db.job.count({ where: { status: "claimed", claimLapsesAt: null } })).toBe(0);

    // Some open postings have a date, some are Flexible; claims that ended are on record.
    expect(await db.job.count({ where: { status: "open", neededBy: { not: null } } })).toBeGreaterThan(0);
    expect(await db.job.count({ where: { status: "open", neededBy: null } })).toBeGreaterThan(0);
    expect((await db.jobEvent.findMany()).map((event) => event.kind).sort()).toEqual(["lapsed", "lapsed", "released"]);
    expect(await db.bid.count({ where: { status: "lapsed" } })).toBe(1);
  });
});
