import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { lockJob } from "@/lib/jobs/lock-job";
import { createJob } from "../support/jobs";
import { createUser } from "../support/users";

// lockJob reads the row with its lock in one raw statement; every caller then treats it as Prisma's Job.
describe("lockJob", () => {
  it("returns exactly the row Prisma reads: every field, with Decimal, Date and null values alike", async () => {
    const owner = await createUser();
    const provider = await createUser("provider");
    const job = await createJob(owner.id, {
      status: "claimed",
      providerId: provider.id,
      priceEstimate: new Prisma.Decimal("64.50"),
      agreedPrice: new Prisma.Decimal("60.00"),
      neededBy: new Date("2026-12-01T00:00:00.000Z"),
      claimedAt: new Date(),
      latitude: 40.66,
      longitude: -73.98,
    });
    const locked = await db.$transaction((tx) => lockJob(tx, job.id));
    const read = await db.job.findUniqueOrThrow({ where: { id: job.id } });
    expect(locked).toEqual(read);
    expect(Object.keys(locked).sort()).toEqual(Object.keys(read).sort());
    expect(locked.priceEstimate).toBeInstanceOf(Prisma.Decimal);
    expect(locked.neededBy).toBeInstanceOf(Date);
  });

  it("refuses a job that does not exist with 404", async () => {
    await expect(db.$transaction((tx) => lockJob(tx, "00000000-0000-4000-8000-000000000000"))).rejects.toMatchObject({
      status: 404,
    });
  });
});
