import { describe, expect, it } from "vitest";
import { GET as schedule } from "@/app/api/schedule/route";
import { db } from "@/lib/db/client";
import { milesBetween } from "@/lib/places/geo";
import { call, expectRefusal } from "../support/http";
import { createJob } from "../support/jobs";
import { createUser } from "../support/users";

type Stop = { kind: string; id: string; title: string; leg_miles: number | null; status: string };
type Schedule = {
  from: string;
  to: string;
  base: { label: string } | null;
  days: { date: string; total_miles: number; stops: Stop[] }[];
};

const DAY = "2027-03-10";
const BASE = { latitude: 40.0, longitude: -75.0 };

/** A weekly plan of the provider's at a place, with one visit on `date` in the given status. */
async function visitAt(
  providerId: string,
  title: string,
  at: { latitude: number; longitude: number },
  status = "scheduled",
) {
  const owner = await createUser("homeowner");
  const job = await createJob(owner.id, {
    ...at,
    title,
    status: "in_progress",
    providerId,
    startedAt: new Date(),
    recurrenceFrequency: "weekly",
    recurrenceStartsOn: new Date(`${DAY}T00:00:00Z`),
  });
  const plan = await db.servicePlan.create({
    data: {
      jobId: job.id,
      ownerId: owner.id,
      providerId,
      frequency: "weekly",
      startsOn: new Date(`${DAY}T00:00:00Z`),
      pricePerVisit: 40,
      timeZone: "America/New_York",
    },
  });
  const date = new Date(`${DAY}T00:00:00Z`);
  return db.visit.create({ data: { planId: plan.id, date, originalDate: date, status: status as never } });
}

async function providerWithBase() {
  const provider = await createUser("provider");
  await db.address.create({
    data: { userId: provider.id, label: "Yard", isDefault: true, fullAddress: "1 Base Rd", ...BASE },
  });
  return provider;
}

const read = (token: string, query = `?from=${DAY}&to=${DAY}`) =>
  call<Schedule>(schedule, { method: "GET", path: `/api/schedule${query}`, token });

describe("GET /api/schedule", () => {
  it("orders a day's stops nearest first from the provider's base, with each leg's miles and the total", async () => {
    const provider = await providerWithBase();
    // East of the base at 0.3°, 0.1° and 0.2°, and a one-time job at 0.15° north-east: out of order on purpose.
    await visitAt(provider.id, "Far lawn", { latitude: 40.0, longitude: -74.7 });
    await visitAt(provider.id, "Near lawn", { latitude: 40.0, longitude: -74.9 });
    await visitAt(provider.id, "Middle lawn", { latitude: 40.0, longitude: -74.8 });
    await visitAt(provider.id, "Skipped lawn", { latitude: 40.0, longitude: -74.95 }, "skipped");
    const owner = await createUser("homeowner");
    await createJob(owner.id, {
      title: "Hedge job",
      latitude: 40.05,
      longitude: -74.85,
      status: "claimed",
      providerId: provider.id,
      neededBy: new Date(`${DAY}T00:00:00Z`),
    });
    // Another provider's visit that day is not this provider's.
    await visitAt((await createUser("provider")).id, "Someone else's", { latitude: 40.0, longitude: -74.9 });

    const answer = await read(provider.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ from: DAY, to: DAY, base: { label: "Yard" } });
    const [day] = answer.body.days;
    expect(day.stops.map((stop) => stop.title)).toEqual(["Near lawn", "Hedge job", "Middle lawn", "Far lawn"]);
    expect(day.stops.map((stop) => stop.kind)).toEqual(["visit", "job", "visit", "visit"]);
    expect(day.stops[0].leg_miles).toBeCloseTo(milesBetween(BASE, { latitude: 40, longitude: -74.9 }), 1);
    const legs = day.stops.reduce((sum, stop) => sum + (stop.leg_miles ?? 0), 0);
    expect(day.total_miles).toBeCloseTo(legs, 0);
  });

  it("answers this week and next from Monday by default, and refuses a bad range", async () => {
    const provider = await providerWithBase();
    const answer = await read(provider.token, "");
    expect(answer.status).toBe(200);
    expect(answer.body.days).toHaveLength(14);
    expect(new Date(`${answer.body.from}T00:00:00Z`).getUTCDay()).toBe(1);
    expectRefusal(400, (await read(provider.token, "?from=2027-03-01&to=2027-04-15")).body);
    expectRefusal(400, (await read(provider.token, "?from=2027-03-10&to=2027-03-01")).body);
    expectRefusal(400, (await read(provider.token, "?from=soon")).body);
  });

  it("is a provider's own: homeowners are refused, and a provider without a base starts at a stop", async () => {
    const homeowner = await createUser("homeowner");
    expect((await read(homeowner.token)).status).toBe(403);
    const provider = await createUser("provider");
    await visitAt(provider.id, "Only lawn", { latitude: 41, longitude: -73 });
    const answer = await read(provider.token);
    expect(answer.body.base).toBeNull();
    expect(answer.body.days[0]).toMatchObject({ total_miles: 0, stops: [{ title: "Only lawn", leg_miles: null }] });
  });
});
