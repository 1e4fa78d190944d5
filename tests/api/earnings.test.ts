import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/users/earnings/route";
import { db } from "@/lib/db/client";
import { seedDemoData, demoProviders } from "@/lib/demo/seed-demo-data";
import { getEarnings } from "@/lib/jobs/get-earnings";
import { call } from "../support/http";
import { createJob } from "../support/jobs";
import { createUser } from "../support/users";

describe("provider earnings", () => {
  it("adds up completed jobs at the price paid (accepted bid, else fixed price), this month and last", async () => {
    const owner = await createUser();
    const provider = await createUser("provider");
    const now = new Date(2026, 10, 22, 12);
    await createJob(owner.id, {
      status: "completed",
      providerId: provider.id,
      priceEstimate: 50,
      completedAt: new Date(2026, 10, 3),
    });
    await createJob(owner.id, {
      status: "completed",
      providerId: provider.id,
      priceType: "auction",
      priceEstimate: 100,
      agreedPrice: 80.25,
      completedAt: new Date(2026, 10, 20),
    });
    await createJob(owner.id, {
      status: "completed",
      providerId: provider.id,
      priceEstimate: 65,
      completedAt: new Date(2026, 9, 15),
    });
    await createJob(owner.id, { status: "in_progress", providerId: provider.id, priceEstimate: 500 });
    await createJob(owner.id, {
      status: "completed",
      providerId: (await createUser("provider")).id,
      priceEstimate: 999,
      completedAt: new Date(2026, 10, 5),
    });
    expect(await getEarnings(provider.id, now)).toEqual({
      total_earned: 195.25,
      this_month: 130.25,
      last_month: 65,
      month_change_percent: 100,
      completed_jobs: 3,
      completed_visits: 0,
      average_job_value: 65.08,
      average_rating: null,
      review_count: 0,
      // Written straight to the database, these jobs opened no payment: nothing is in the ledger.
      total_earned_cents: 0,
      this_month_cents: 0,
      last_month_cents: 0,
      pending_payout_cents: 0,
      next_payout_on: null,
      fees_owed_cents: 0,
      payouts: [],
    });
  });

  it("adds each completed visit of a plan at its price per visit, and not the plan's job", async () => {
    const owner = await createUser();
    const provider = await createUser("provider");
    const now = new Date(2026, 10, 22, 12);
    const job = await createJob(owner.id, {
      status: "completed",
      providerId: provider.id,
      priceEstimate: 45,
      completedAt: new Date(2026, 10, 21),
    });
    const plan = await db.servicePlan.create({
      data: {
        jobId: job.id,
        ownerId: owner.id,
        providerId: provider.id,
        status: "ended",
        frequency: "weekly",
        startsOn: new Date("2026-10-01"),
        pricePerVisit: 45,
        timeZone: "America/New_York",
      },
    });
    const visit = (date: string, status: "completed" | "skipped" | "missed", completedAt?: Date) => ({
      planId: plan.id,
      date: new Date(date),
      originalDate: new Date(date),
      status,
      completedAt,
    });
    await db.visit.createMany({
      data: [
        visit("2026-10-22", "completed", new Date(2026, 9, 22, 15)),
        visit("2026-10-29", "skipped"),
        visit("2026-11-05", "completed", new Date(2026, 10, 5, 15)),
        visit("2026-11-12", "missed"),
        visit("2026-11-19", "completed", new Date(2026, 10, 19, 15)),
      ],
    });
    expect(await getEarnings(provider.id, now)).toMatchObject({
      total_earned: 135,
      this_month: 90,
      last_month: 45,
      completed_jobs: 0,
      completed_visits: 3,
      average_job_value: 45,
    });
  });

  it("reproduces the spec's figures from the demo provider's seeded history", async () => {
    const now = new Date(2026, 10, 22, 15);
    await seedDemoData(db, now);
    const diego = await db.user.findUniqueOrThrow({ where: { email: demoProviders[0].email } });
    expect(await getEarnings(diego.id, now)).toMatchObject({
      total_earned: 2850.75,
      this_month: 1240.25,
      completed_jobs: 18,
      average_rating: 4.8,
      review_count: 15,
    });
  });

  it("is for providers only", async () => {
    expect((await call(GET, { method: "GET" })).status).toBe(401);
    expect((await call(GET, { method: "GET", token: (await createUser()).token })).status).toBe(403);
    const res = await call<{ earnings: { completed_jobs: number } }>(GET, {
      method: "GET",
      token: (await createUser("provider")).token,
    });
    expect([res.status, res.body.earnings.completed_jobs]).toEqual([200, 0]);
  });
});
