import { describe, expect, it } from "vitest";
import { POST as cancel } from "@/app/api/lawns/[id]/cancel/route";
import { GET as getJob } from "@/app/api/jobs/[id]/route";
import { POST as release } from "@/app/api/jobs/[id]/release/route";
import { GET as getProvider } from "@/app/api/providers/[id]/route";
import { db } from "@/lib/db/client";
import { cancelLawn } from "@/lib/jobs/cancel-lawn";
import { releaseJob } from "@/lib/jobs/release-job";
import { call } from "../support/http";
import { createJob } from "../support/jobs";
import { createUser } from "../support/users";

type Answer = {
  job: { status: string; provider_id: string | null; cancelled_late: boolean; owner_late_cancellations: number };
  provider: { reliability: { late_releases: number } };
};

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// A needed-by date (midnight UTC, as stored) and clocks relative to it: the date begins at UTC+14, 14 hours earlier.
const neededBy = new Date(Date.UTC(2030, 5, 14));
const dateBegins = neededBy.getTime() - 14 * HOUR;
const freeUntil = new Date(dateBegins - DAY - 1000);
const lateFrom = new Date(dateBegins - DAY);

async function hiredJob(status: "claimed" | "in_progress", date: Date | null = neededBy) {
  const owner = await createUser("homeowner", "Olivia Owner");
  const provider = await createUser("provider", "Pat Provider");
  const job = await createJob(owner.id, {
    status,
    providerId: provider.id,
    neededBy: date,
    claimedAt: new Date(),
    claimLapsesAt: new Date(Date.UTC(2031, 0, 1)),
    ...(status === "in_progress" ? { startedAt: new Date() } : {}),
  });
  return { owner, provider, job };
}

const lateCancellationsOf = async (userId: string) =>
  (await db.user.findUniqueOrThrow({ where: { id: userId } })).lateCancellations;

describe("cancelling a hired job", () => {
  it("is free until 24 hours before its date, and the provider is told", async () => {
    const { owner, provider, job } = await hiredJob("claimed");
    await cancelLawn({ jobId: job.id, ownerId: owner.id, now: freeUntil });
    const cancelled = await db.job.findUniqueOrThrow({ where: { id: job.id } });
    expect([cancelled.status, cancelled.cancelledLate, cancelled.providerId]).toEqual(["cancelled", false, null]);
    expect(await lateCancellationsOf(owner.id)).toBe(0);
    const told = await db.notification.findMany({ where: { userId: provider.id, jobId: job.id } });
    expect(told.map((n) => [n.type, n.title])).toEqual([["job_cancelled", "A job you were hired for was cancelled"]]);
    expect((await db.user.findUniqueOrThrow({ where: { id: provider.id } })).claimsWaiting).toBe(0);
  });

  it("is late within 24 hours of the date: recorded on the job and counted for providers to see", async () => {
    const { owner, provider, job } = await hiredJob("in_progress");
    await cancelLawn({ jobId: job.id, ownerId: owner.id, now: lateFrom });
    expect((await db.job.findUniqueOrThrow({ where: { id: job.id } })).cancelledLate).toBe(true);
    expect(await lateCancellationsOf(owner.id)).toBe(1);
    const told = await db.notification.findFirstOrThrow({ where: { userId: provider.id, jobId: job.id } });
    expect(told.body).toContain("within 24 hours of its date");
    const second = await hiredJob("claimed");
    await db.job.update({ where: { id: second.job.id }, data: { ownerId: owner.id } });
    await cancelLawn({ jobId: second.job.id, ownerId: owner.id, now: new Date(neededBy.getTime() + HOUR) });
    expect(await lateCancellationsOf(owner.id)).toBe(2);
    // Providers meeting the homeowner see the count on the homeowner's other postings.
    const posting = await createJob(owner.id, { priceType: "auction" });
    const stranger = await createUser("provider");
    const seen = await call<Answer>(getJob, { method: "GET", params: { id: posting.id }, token: stranger.token });
    expect(seen.body.job.owner_late_cancellations).toBe(2);
  });

  it("without a date: free while claimed, late once work has started", async () => {
    const claimed = await hiredJob("claimed", null);
    await cancelLawn({ jobId: claimed.job.id, ownerId: claimed.owner.id, now: new Date() });
    expect(await lateCancellationsOf(claimed.owner.id)).toBe(0);
    const started = await hiredJob("in_progress", null);
    await cancelLawn({ jobId: started.job.id, ownerId: started.owner.id, now: new Date() });
    expect(await lateCancellationsOf(started.owner.id)).toBe(1);
  });

  it("goes through POST /api/lawns/{id}/cancel for a claimed job; a completed one is refused (409)", async () => {
    const { owner, job } = await hiredJob("claimed");
    const answer = await call<Answer>(cancel, { params: { id: job.id }, token: owner.token });
    expect([answer.status, answer.body.job.status, answer.body.job.cancelled_late]).toEqual([200, "cancelled", false]);
    const done = await createJob(owner.id, { status: "completed", providerId: (await createUser("provider")).id });
    expect((await call(cancel, { params: { id: done.id }, token: owner.token })).status).toBe(409);
  });
});

describe("a provider's late releases", () => {
  const lateReleasesOf = async (providerId: string) =>
    (await call<Answer>(getProvider, { method: "GET", params: { id: providerId } })).body.provider.reliability
      .late_releases;

  it("count on the public profile when within 24 hours of the date, not before", async () => {
    const early = await hiredJob("claimed");
    await releaseJob({ jobId: early.job.id, providerId: early.provider.id, now: freeUntil });
    expect(await lateReleasesOf(early.provider.id)).toBe(0);
    const late = await hiredJob("claimed");
    await releaseJob({ jobId: late.job.id, providerId: late.provider.id, now: lateFrom });
    expect(await lateReleasesOf(late.provider.id)).toBe(1);
    const flexible = await hiredJob("claimed", null);
    expect((await call(release, { params: { id: flexible.job.id }, token: flexible.provider.token })).status).toBe(200);
    expect(await lateReleasesOf(flexible.provider.id)).toBe(0);
  });
});
