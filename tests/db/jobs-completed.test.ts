import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { createJob, jobData } from "../support/jobs";
import { createUser } from "../support/users";

// User.jobsCompleted, kept by the triggers on "Job" (migration jobs_completed) whatever the statement: the standing a
// bid and a provider's profile show reads it instead of counting the provider's jobs.

async function jobsCompleted(users: { id: string }[]): Promise<number[]> {
  const rows = await db.user.findMany({
    where: { id: { in: users.map((user) => user.id) } },
    select: { id: true, jobsCompleted: true },
  });
  return users.map((user) => rows.find((row) => row.id === user.id)!.jobsCompleted);
}

describe("a provider's count of completed jobs", () => {
  it("follows every statement that completes, reassigns or deletes jobs, one job or many, and nothing else", async () => {
    const owner = await createUser();
    const [a, b] = [await createUser("provider"), await createUser("provider")];
    const done = (providerId: string, title: string) =>
      jobData(owner.id, { providerId, status: "completed", completedAt: new Date(), title });
    await db.job.createMany({ data: [done(a.id, "Done 1"), done(a.id, "Done 2"), done(b.id, "Done 3")] });
    expect(await jobsCompleted([a, b])).toEqual([2, 1]);

    // Completed as the app completes a job: a started job, one row.
    const started = await createJob(owner.id, { status: "in_progress", providerId: b.id });
    expect(await jobsCompleted([a, b])).toEqual([2, 1]);
    await db.job.update({ where: { id: started.id }, data: { status: "completed", completedAt: new Date() } });
    expect(await jobsCompleted([a, b])).toEqual([2, 2]);

    // A completed job given to another provider (a correction by hand) moves its count with it.
    await db.job.updateMany({ where: { title: "Done 3" }, data: { providerId: a.id } });
    expect(await jobsCompleted([a, b])).toEqual([3, 1]);

    // Claims, starts and edits count nothing.
    const claimed = await createJob(owner.id, { status: "claimed", providerId: a.id });
    await db.job.update({ where: { id: claimed.id }, data: { status: "in_progress" } });
    await db.job.updateMany({ where: { ownerId: owner.id }, data: { description: "Back yard too" } });
    expect(await jobsCompleted([a, b])).toEqual([3, 1]);

    await db.job.deleteMany({ where: { ownerId: owner.id, title: { in: ["Done 1", "Done 3"] } } });
    expect(await jobsCompleted([a, b])).toEqual([1, 1]);
    await db.job.deleteMany({ where: { ownerId: owner.id } });
    expect(await jobsCompleted([a, b])).toEqual([0, 0]);
  });
});
