import { describe, expect, it } from "vitest";
import { GET as providerProfile } from "@/app/api/providers/[id]/route";
import { PUT as updateProfile } from "@/app/api/users/profile/route";
import { db } from "@/lib/db/client";
import { postReview } from "@/lib/reviews/post-review";
import { call } from "../support/http";
import { createJob } from "../support/jobs";
import { createUser } from "../support/users";

type Profile = {
  provider: Record<string, unknown>;
  reviews: { comment: string; author_name: string }[];
  pagination: { total: number; hasMore: boolean };
  error?: string;
  code?: string;
};

const profileOf = (id: string, query = "") =>
  call<Profile>(providerProfile, { method: "GET", path: `/api/providers/${id}${query}`, params: { id } });

describe("GET /api/providers/{id}", () => {
  it("shows a provider's public profile with rating, count, jobs completed and paged reviews, and nothing private", async () => {
    const provider = await createUser("provider", "Diego Demo");
    await call(updateProfile, {
      method: "PUT",
      token: provider.token,
      body: {
        equipment: "Zero-turn mower",
        experience_years: 11,
        service_radius: 25,
        bio: "Clean edges.",
        profile_complete: true,
      },
    });
    const owner = await createUser("homeowner", "Olivia Owner");
    for (const [i, rating] of [5, 4, 5].entries()) {
      const completedAt = new Date(Date.UTC(2025, 2, 1 + i));
      const job = await createJob(owner.id, { status: "completed", providerId: provider.id, completedAt });
      const now = new Date(completedAt.getTime() + 3_600_000);
      await postReview({ jobId: job.id, authorId: owner.id, input: { rating, comment: `Visit ${i}` }, now });
      await postReview({ jobId: job.id, authorId: provider.id, input: { rating: 5, comment: "" }, now });
    }
    await createJob(owner.id, { status: "in_progress", providerId: provider.id });

    const res = await profileOf(provider.id, "?limit=2");
    expect(res.status).toBe(200);
    expect(res.body.provider).toEqual({
      id: provider.id,
      full_name: "Diego Demo",
      primary_photo_url: null,
      equipment: "Zero-turn mower",
      service_radius: 25,
      experience_years: 11,
      bio: "Clean edges.",
      rating: 4.7,
      review_count: 3,
      jobs_completed: 3,
      member_since: (await db.user.findUniqueOrThrow({ where: { id: provider.id } })).createdAt.toISOString(),
      visits_completed: 0,
      reliability: { late_releases: 0, missed_visits: 0, on_time_rate: null },
    });
    expect(res.body.reviews).toEqual([
      expect.objectContaining({ comment: "Visit 2", author_name: "Olivia Owner" }),
      expect.objectContaining({ comment: "Visit 1" }),
    ]);
    expect(res.body.pagination).toMatchObject({ total: 3, hasMore: true });
    expect((await profileOf(provider.id, "?limit=2&skip=2")).body.reviews.map((r) => r.comment)).toEqual(["Visit 0"]);
  });

  it("masks contact details in the public bio and equipment, however they are disguised", async () => {
    const provider = await createUser("provider");
    await call(updateProfile, {
      method: "PUT",
      token: provider.token,
      body: {
        bio: "Clean edges. Call six one seven 555 O175 or write keisha＠example．com",
        equipment: "Zero-turn mower, text 617​555​0175",
      },
    });
    const res = await profileOf(provider.id);
    expect(res.body.provider).toMatchObject({
      bio: "Clean edges. Call [phone hidden] or write [email hidden]",
      equipment: "Zero-turn mower, text [phone hidden]",
    });
  });

  it("is 404 for a homeowner (their profile is not public) and an unknown id, 400 for a malformed one", async () => {
    const owner = await createUser();
    expect((await profileOf(owner.id)).status).toBe(404);
    expect((await profileOf(owner.id)).body.code).toBe("provider_not_found");
    expect((await profileOf("0190a4b2-0000-7000-8000-000000000000")).status).toBe(404);
    expect((await profileOf("abc")).status).toBe(400);
  });
});
