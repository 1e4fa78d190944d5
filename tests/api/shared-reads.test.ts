import { describe, expect, it } from "vitest";
import { GET as listJobs } from "@/app/api/jobs/route";
import { PUT as updateProfile } from "@/app/api/users/profile/route";
import { db } from "@/lib/db/client";
import type { JobListInput } from "@/lib/jobs/list-jobs";
import { sharedReadTtlMs } from "@/lib/cache/shared-reads";
import { createSharedListings } from "@/lib/jobs/shared-listing";
import { WRITE_SETTLE_MS, readSeesOwnWrites, stampWrite } from "@/lib/users/last-write";
import { call } from "../support/http";
import { createJob } from "../support/jobs";
import { createUser } from "../support/users";

const OPEN: JobListInput = { status: "open", sort: "created_at", limit: 50, skip: 0 };
const viewerOf = (user: { id: string; email: string; fullName: string }, lastWriteAt: Date | null) =>
  ({
    id: user.id,
    role: "provider",
    operator: false,
    email: user.email,
    fullName: user.fullName,
    lastWriteAt,
  }) as const;
const ids = (page: { jobs: { id: string }[] }) => page.jobs.map((job) => job.id);
const START = Date.parse("2026-06-01T12:00:00Z");

// A clock that moves only when the test moves it: what is shared, and for how long, does not depend on the machine.
describe("shared listings (lib/jobs/shared-listing.ts)", () => {
  it("are reused for SHARED_READ_CACHE_MS, 2 s by default, never beyond the 5 s freshness budget", () => {
    expect(sharedReadTtlMs({})).toBe(2_000);
    expect(sharedReadTtlMs({ SHARED_READ_CACHE_MS: "0" })).toBe(0);
    expect(sharedReadTtlMs({ SHARED_READ_CACHE_MS: "60000" })).toBe(5_000);
    for (const bad of ["-1", "1.5", "soon"]) expect(sharedReadTtlMs({ SHARED_READ_CACHE_MS: bad })).toBe(2_000);
  });

  it("serve one read to visitors and signed-in users alike, until it is ttlMs old", async () => {
    let now = START;
    const listings = createSharedListings({ ttlMs: 2_000, now: () => now });
    const owner = await createUser();
    const reader = await createUser("provider");
    const first = await createJob(owner.id);
    expect(ids(await listings.jobPage(OPEN, null))).toContain(first.id);
    const later = await createJob(owner.id);
    // Within the read's life every caller who changed nothing gets that read, though the database has moved on.
    expect(ids(await listings.jobPage(OPEN, null))).not.toContain(later.id);
    expect(ids(await listings.jobPage(OPEN, viewerOf(reader, null)))).not.toContain(later.id);
    expect(JSON.parse(await listings.visitorJson(OPEN)).jobs.map((job: { id: string }) => job.id)).not.toContain(
      later.id,
    );
    now += 2_001;
    expect(ids(await listings.jobPage(OPEN, viewerOf(reader, null)))).toContain(later.id);
  });

  it("give a user who has just written a read that began after their write settled, and share it from then on", async () => {
    const listings = createSharedListings({ ttlMs: 2_000, now: () => START });
    const owner = await createUser();
    const [writer, settled, bystander] = [
      await createUser("provider"),
      await createUser("provider"),
      await createUser("provider"),
    ];
    await listings.jobPage(OPEN, null);
    const posted = await createJob(owner.id);
    // A write that began half a second before the shared read may not be in it: this user gets a read of their own.
    const writersPage = await listings.jobPage(OPEN, viewerOf(writer, new Date(START - 500)));
    expect(ids(writersPage)).toContain(posted.id);
    // That newer read replaces the shared one for everyone.
    expect(ids(await listings.jobPage(OPEN, viewerOf(bystander, null)))).toContain(posted.id);
    // A write that had settled before the shared read began is in it: no read of their own.
    const unseen = await createJob(owner.id);
    const settledPage = await listings.jobPage(OPEN, viewerOf(settled, new Date(START - WRITE_SETTLE_MS - 1)));
    expect(ids(settledPage)).toContain(posted.id);
    expect(ids(settledPage)).not.toContain(unseen.id);
  });

  it("read a user's own jobs (mine) afresh every time, whatever the clock says", async () => {
    const listings = createSharedListings({ ttlMs: 2_000, now: () => START });
    const owner = await createUser();
    const mine: JobListInput = { ...OPEN, ownerId: owner.id };
    expect((await listings.jobPage(mine, viewerOf(owner, null))).pagination.total).toBe(0);
    await createJob(owner.id);
    expect((await listings.jobPage(mine, viewerOf(owner, null))).pagination.total).toBe(1);
  });

  it("read every time when ttlMs is 0", async () => {
    const listings = createSharedListings({ ttlMs: 0, now: () => START });
    const owner = await createUser();
    const before = (await listings.jobPage(OPEN, null)).pagination.total;
    await createJob(owner.id);
    expect((await listings.jobPage(OPEN, null)).pagination.total).toBe(before + 1);
  });
});

describe("a user's last write (lib/users/last-write.ts)", () => {
  const lastWriteAt = async (id: string) =>
    (await db.user.findUniqueOrThrow({ where: { id }, select: { lastWriteAt: true } })).lastWriteAt;

  it("is stamped as a write request ends, and read with the session by every request", async () => {
    const user = await createUser("provider");
    expect(await lastWriteAt(user.id)).toBeNull();
    await call(listJobs, { method: "GET", path: "/api/jobs", token: user.token });
    expect(await lastWriteAt(user.id)).toBeNull();
    const before = Date.now();
    const res = await call(updateProfile, {
      method: "PUT",
      path: "/api/users/profile",
      token: user.token,
      body: { bio: "Edges and hedges" },
    });
    expect(res.status).toBe(200);
    const stamped = await lastWriteAt(user.id);
    expect(stamped!.getTime()).toBeGreaterThanOrEqual(before);
    expect(stamped!.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it("is not stamped by a refused write (a 4xx answer changed nothing)", async () => {
    const user = await createUser("provider");
    const refused = await call(updateProfile, {
      method: "PUT",
      path: "/api/users/profile",
      token: user.token,
      body: { bio: 42 },
    });
    expect(refused.status).toBe(400);
    const immutable = await call(updateProfile, {
      method: "PUT",
      path: "/api/users/profile",
      token: user.token,
      body: { email: "other@example.com" },
    });
    expect(immutable.status).toBeGreaterThanOrEqual(400);
    expect(await lastWriteAt(user.id)).toBeNull();
  });

  it("never moves back", async () => {
    const user = await createUser("provider");
    const at = new Date("2026-06-01T12:00:00Z");
    await stampWrite(user.id, at);
    expect(await lastWriteAt(user.id)).toEqual(at);
    await stampWrite(user.id, new Date(at.getTime() - 2_000));
    expect(await lastWriteAt(user.id)).toEqual(at);
  });

  it("is seen by a read that began more than WRITE_SETTLE_MS after it", () => {
    const at = new Date("2026-06-01T12:00:00Z");
    expect(readSeesOwnWrites(at.getTime(), null)).toBe(true);
    expect(readSeesOwnWrites(at.getTime() + WRITE_SETTLE_MS, at)).toBe(false);
    expect(readSeesOwnWrites(at.getTime() + WRITE_SETTLE_MS + 1, at)).toBe(true);
  });
});
