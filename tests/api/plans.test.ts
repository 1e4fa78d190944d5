import { afterAll, describe, expect, it } from "vitest";
import { POST as postLawn } from "@/app/api/lawns/route";
import { GET as listJobs } from "@/app/api/jobs/route";
import { POST as claim } from "@/app/api/jobs/[id]/claim/route";
import { POST as placeBid } from "@/app/api/jobs/[id]/bids/route";
import { POST as accept } from "@/app/api/bids/[id]/accept/route";
import { GET as listPlans } from "@/app/api/plans/route";
import { GET as listVisits } from "@/app/api/plans/[id]/visits/route";
import { POST as pause } from "@/app/api/plans/[id]/pause/route";
import { POST as resume } from "@/app/api/plans/[id]/resume/route";
import { POST as cancel } from "@/app/api/plans/[id]/cancel/route";
import { POST as end } from "@/app/api/plans/[id]/end/route";
import { POST as skip } from "@/app/api/visits/[id]/skip/route";
import { POST as reschedule } from "@/app/api/visits/[id]/reschedule/route";
import { POST as declineReschedule } from "@/app/api/visits/[id]/decline-reschedule/route";
import { POST as startVisitRoute } from "@/app/api/visits/[id]/start/route";
import { POST as completeVisitRoute } from "@/app/api/visits/[id]/complete/route";
import { GET as getProvider } from "@/app/api/providers/[id]/route";
import { db } from "@/lib/db/client";
import { claimJob } from "@/lib/jobs/claim-job";
import { generateVisits } from "@/lib/plans/generate-visits";
import { addDays, dateOf, isoOf } from "@/lib/plans/recurrence";
import { pausePlan, endPlanWithNotice } from "@/lib/plans/plan-actions";
import { completeVisit, skipVisit, startVisit } from "@/lib/plans/visit-actions";
import { markMissedVisits, remindVisits, settlePlans } from "@/lib/plans/sweep-plans";
import { call, expectRefusal, type Handler } from "../support/http";
import { createJob } from "../support/jobs";
import { lawnPayload } from "../support/lawn-payload";
import { createUser } from "../support/users";
import { checkInvariants } from "../support/invariants";

afterAll(async () => {
  expect(await checkInvariants(db)).toEqual([]);
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked against their schemas by route()
type Body = Record<string, any>;
const today = () => isoOf(new Date());
const get = (handler: Handler, token?: string, params?: Record<string, string>, path = "/") =>
  call<Body>(handler, { method: "GET", token, params, path });
const post = (handler: Handler, id: string, token?: string, body?: unknown) =>
  call<Body>(handler, { params: { id }, token, body });

/** A recurring job at coordinates, as the posting leaves it, claimed by a new provider at `now` (fixed clock). */
async function planAt(
  place: { latitude: number; longitude: number },
  recurrence: {
    frequency?: "weekly" | "biweekly" | "monthly";
    startsOn: string;
    weekday?: number;
    visitCount?: number;
  },
  now: Date,
) {
  const owner = await createUser("homeowner", "Hannah Homeowner");
  const provider = await createUser("provider", "Pat Provider");
  const job = await createJob(owner.id, {
    ...place,
    priceEstimate: 45,
    recurrenceFrequency: recurrence.frequency ?? "weekly",
    recurrenceStartsOn: dateOf(recurrence.startsOn),
    recurrenceWeekday: recurrence.weekday ?? null,
    recurrenceVisitCount: recurrence.visitCount ?? null,
  });
  await claimJob({ jobId: job.id, provider, now });
  const plan = await db.servicePlan.findUniqueOrThrow({ where: { jobId: job.id } });
  const visits = await db.visit.findMany({ where: { planId: plan.id }, orderBy: { date: "asc" } });
  return { owner, provider, job, plan, visits, dates: visits.map((visit) => isoOf(visit.date)) };
}

const BROOKLYN = { latitude: 40.667, longitude: -73.975 };
const PHOENIX = { latitude: 33.45, longitude: -112.07 };
const HONOLULU = { latitude: 21.31, longitude: -157.86 };
const ANCHORAGE = { latitude: 61.22, longitude: -149.9 };

describe("POST /api/lawns with a recurrence", () => {
  it("posts a weekly lawn and every listing shows its recurrence; a one-time lawn's is null", async () => {
    const owner = await createUser();
    const startsOn = addDays(today(), 2);
    const recurrence = { frequency: "weekly", starts_on: startsOn, weekday: 5 };
    const posted = await call<Body>(postLawn, { token: owner.token, body: lawnPayload({ recurrence }) });
    expect(posted.status).toBe(201);
    expect(posted.body.job.recurrence).toEqual({ ...recurrence, ends_on: null, visit_count: null });
    const once = await call<Body>(postLawn, { token: owner.token, body: lawnPayload() });
    expect(once.body.job.recurrence).toBeNull();
    const listed = await get(listJobs, undefined, undefined, "/api/jobs?limit=100");
    const byId = new Map(listed.body.jobs.map((job: Body) => [job.id, job]));
    expect((byId.get(posted.body.job.id) as Body).recurrence.frequency).toBe("weekly");
    expect((byId.get(once.body.job.id) as Body).recurrence).toBeNull();
  });

  it("refuses a recurrence that cannot be, with 400 and nothing written", async () => {
    const owner = await createUser();
    const start = addDays(today(), 2);
    for (const recurrence of [
      { frequency: "daily", starts_on: start },
      { frequency: "weekly", starts_on: "2020-01-01" },
      { frequency: "weekly", starts_on: start, weekday: 7 },
      { frequency: "weekly", starts_on: start, ends_on: addDays(start, 30), visit_count: 3 },
      { frequency: "weekly", starts_on: start, ends_on: addDays(start, -1) },
      { frequency: "weekly", starts_on: start, visit_count: 0 },
    ]) {
      const res = await call<Body>(postLawn, { token: owner.token, body: lawnPayload({ recurrence }) });
      expect(res.status, JSON.stringify(recurrence)).toBe(400);
    }
    expect(await db.job.count({ where: { ownerId: owner.id } })).toBe(0);
  });
});

describe("hiring a recurring job starts a plan", () => {
  it("a claim starts the plan, lays out at least 8 weeks of visits and both sides see them; strangers get 404", async () => {
    const owner = await createUser();
    const provider = await createUser("provider");
    const startsOn = addDays(today(), 1);
    const posted = await call<Body>(postLawn, {
      token: owner.token,
      body: lawnPayload({ recurrence: { frequency: "weekly", starts_on: startsOn } }),
    });
    const claimed = await post(claim, posted.body.job.id, provider.token);
    expect(claimed.status).toBe(200);
    expect(claimed.body.job.status).toBe("in_progress");
    const plans = await get(listPlans, owner.token);
    expect(plans.body.plans).toHaveLength(1);
    const plan = plans.body.plans[0];
    expect(plan).toMatchObject({
      job_id: posted.body.job.id,
      status: "active",
      frequency: "weekly",
      price_per_visit: 55,
      time_zone: "America/New_York",
      role: "owner",
      next_visit_on: startsOn,
    });
    expect((await get(listPlans, provider.token)).body.plans[0]).toMatchObject({ id: plan.id, role: "provider" });
    const visits = (await get(listVisits, owner.token, { id: plan.id })).body.visits;
    expect(visits.length).toBeGreaterThanOrEqual(8);
    expect(visits[0]).toMatchObject({ date: startsOn, status: "scheduled", rescheduled_from: null });
    expect(visits.map((visit: Body) => visit.date)).toEqual(
      visits.map((_: Body, index: number) => addDays(startsOn, 7 * index)),
    );
    expect((await get(listVisits, provider.token, { id: plan.id })).body.visits).toEqual(visits);
    const ranged = await call<Body>(listVisits, {
      method: "GET",
      token: owner.token,
      params: { id: plan.id },
      path: `/?from=${addDays(startsOn, 7)}&to=${addDays(startsOn, 14)}`,
    });
    expect(ranged.body.visits.map((visit: Body) => visit.date)).toEqual([addDays(startsOn, 7), addDays(startsOn, 14)]);
    const stranger = await get(listVisits, (await createUser("provider")).token, { id: plan.id });
    expectRefusal(404, stranger.body);
    expect(stranger.status).toBe(404);
    expect((await get(listPlans, (await createUser()).token)).body.plans).toEqual([]);
  });

  it("accepting a bid on a recurring auction starts the plan at the bid's price per visit", async () => {
    const owner = await createUser();
    const provider = await createUser("provider");
    const posted = await call<Body>(postLawn, {
      token: owner.token,
      body: lawnPayload({
        price_type: "auction",
        recurrence: { frequency: "biweekly", starts_on: addDays(today(), 3), visit_count: 3 },
      }),
    });
    const bid = await call<Body>(placeBid, {
      params: { id: posted.body.job.id },
      token: provider.token,
      body: { amount: 40, eta_days: 1 },
    });
    expect((await post(accept, bid.body.bid.id, owner.token)).status).toBe(200);
    const [plan] = (await get(listPlans, owner.token)).body.plans;
    expect(plan).toMatchObject({ price_per_visit: 40, frequency: "biweekly", ends_on: addDays(today(), 31) });
    const visits = (await get(listVisits, owner.token, { id: plan.id })).body.visits;
    expect(visits.map((visit: Body) => visit.date)).toEqual([0, 14, 28].map((d) => addDays(today(), 3 + d)));
  });
});

describe("the visit generator", () => {
  it("is idempotent, run again or twice at once, and extends the horizon as days pass", async () => {
    const now = new Date("2026-04-01T15:00:00Z");
    const { plan, dates } = await planAt(BROOKLYN, { startsOn: "2026-04-03" }, now);
    expect(dates[0]).toBe("2026-04-03");
    // Eight weeks ahead of 1 April: every Friday through 22 May.
    expect(dates).toHaveLength(8);
    await Promise.all([generateVisits(now), generateVisits(now)]);
    expect(await db.visit.count({ where: { planId: plan.id } })).toBe(dates.length);
    await generateVisits(new Date("2026-04-09T15:00:00Z"));
    expect(await db.visit.count({ where: { planId: plan.id } })).toBe(dates.length + 1);
  });

  it("keeps calendar dates across daylight-saving changes, in Arizona, Hawaii and Alaska", async () => {
    // New York springs forward on 8 March 2026 and falls back on 1 November; Phoenix and Honolulu never change.
    const spring = new Date("2026-03-01T12:00:00Z");
    for (const place of [BROOKLYN, PHOENIX, HONOLULU, ANCHORAGE]) {
      const { dates, plan } = await planAt(place, { startsOn: "2026-03-02", weekday: 5 }, spring);
      expect(dates.slice(0, 4)).toEqual(["2026-03-06", "2026-03-13", "2026-03-20", "2026-03-27"]);
      expect(dates.every((date) => dateOf(date).getUTCDay() === 5)).toBe(true);
      expect(plan.timeZone).toBe(
        {
          [BROOKLYN.latitude]: "America/New_York",
          [PHOENIX.latitude]: "America/Phoenix",
          [HONOLULU.latitude]: "Pacific/Honolulu",
          [ANCHORAGE.latitude]: "America/Anchorage",
        }[place.latitude],
      );
    }
    const autumn = new Date("2026-10-25T12:00:00Z");
    const { dates } = await planAt(BROOKLYN, { startsOn: "2026-10-26", weekday: 0 }, autumn);
    expect(dates.slice(0, 2)).toEqual(["2026-11-01", "2026-11-08"]);
  });

  it("lays out nothing before today in the lawn's zone: 11 pm in Honolulu is the next day in UTC", async () => {
    // 2026-06-02 09:00 UTC is 1 June 23:00 in Honolulu: a plan from 1 June still has its 1 June visit there.
    const { dates } = await planAt(
      HONOLULU,
      { startsOn: "2026-06-01", frequency: "weekly" },
      new Date("2026-06-02T09:00:00Z"),
    );
    expect(dates[0]).toBe("2026-06-01");
    const { dates: east } = await planAt(BROOKLYN, { startsOn: "2026-06-01" }, new Date("2026-06-02T09:00:00Z"));
    expect(east[0]).toBe("2026-06-08");
  });
});

describe("reminders", () => {
  it("reminds both sides once, at 6 pm the day before in the lawn's zone", async () => {
    const before = new Date("2026-07-01T12:00:00Z");
    for (const [place, sixPm] of [
      [PHOENIX, "2026-07-03T01:00:00Z"],
      [HONOLULU, "2026-07-03T04:00:00Z"],
      [ANCHORAGE, "2026-07-03T02:00:00Z"],
      [BROOKLYN, "2026-07-02T22:00:00Z"],
    ] as const) {
      const { visits, owner, provider } = await planAt(place, { startsOn: "2026-07-03" }, before);
      const first = visits[0];
      const reminders = () =>
        db.notification.count({ where: { type: "visit_reminder", userId: { in: [owner.id, provider.id] } } });
      await remindVisits(new Date(new Date(sixPm).getTime() - 60_000));
      expect(await reminders()).toBe(0);
      await Promise.all([remindVisits(new Date(sixPm)), remindVisits(new Date(sixPm))]);
      expect(await reminders()).toBe(2);
      await remindVisits(new Date(new Date(sixPm).getTime() + 3_600_000));
      expect(await reminders()).toBe(2);
      expect((await db.visit.findUniqueOrThrow({ where: { id: first.id } })).remindedAt).not.toBeNull();
    }
  });
});

describe("a visit's lifecycle", () => {
  it("only the homeowner skips, and only until 24 hours before the visit's day", async () => {
    const now = new Date("2026-05-01T12:00:00Z");
    const { visits, owner, provider } = await planAt(PHOENIX, { startsOn: "2026-05-04" }, now);
    const refused = await post(skip, visits[0].id, provider.token);
    expect([refused.status, refused.body.code]).toEqual([403, "wrong_role"]);
    // Phoenix is UTC-7: 4 May begins at 07:00 UTC, so skipping closes at 3 May 07:00 UTC.
    await expect(
      skipVisit({ visitId: visits[0].id, userId: owner.id, now: new Date("2026-05-03T07:00:01Z") }),
    ).rejects.toMatchObject({ code: "skip_too_late" });
    const skipped = await skipVisit({ visitId: visits[0].id, userId: owner.id, now: new Date("2026-05-03T07:00:00Z") });
    expect(skipped.visit.status).toBe("skipped");
    expect(await db.notification.count({ where: { userId: provider.id, type: "visit_skipped" } })).toBe(1);
    const again = await post(skip, visits[0].id, owner.token);
    expect([again.status, again.body.code]).toEqual([409, "visit_wrong_status"]);
    const stranger = await post(skip, visits[1].id, (await createUser()).token);
    expect(stranger.status).toBe(404);
  });

  it("either side reschedules within 3 days; the other is told and may decline, which moves it back", async () => {
    const { owner, provider, plan } = await planAt(BROOKLYN, { startsOn: addDays(today(), 10) }, new Date());
    const visit = await db.visit.findFirstOrThrow({ where: { planId: plan.id }, orderBy: { date: "asc" } });
    const original = isoOf(visit.date);
    const far = await post(reschedule, visit.id, provider.token, { date: addDays(original, 4) });
    expect([far.status, far.body.code]).toEqual([409, "reschedule_out_of_window"]);
    const moved = await post(reschedule, visit.id, provider.token, { date: addDays(original, 3) });
    expect(moved.status).toBe(200);
    expect(moved.body.visit).toMatchObject({
      date: addDays(original, 3),
      rescheduled_from: original,
      rescheduled_by: "provider",
    });
    expect(await db.notification.count({ where: { userId: owner.id, type: "visit_rescheduled" } })).toBe(1);
    const ownDecline = await post(declineReschedule, visit.id, provider.token);
    expect([ownDecline.status, ownDecline.body.code]).toEqual([409, "reschedule_not_declinable"]);
    const declined = await post(declineReschedule, visit.id, owner.token);
    expect(declined.body.visit).toMatchObject({ date: original, rescheduled_from: null, rescheduled_by: null });
    expect(await db.notification.count({ where: { userId: provider.id, type: "visit_reschedule_declined" } })).toBe(1);
    // The generator does not lay the original date out again while the visit is moved.
    await post(reschedule, visit.id, owner.token, { date: addDays(original, -2) });
    await generateVisits(new Date(), { planIds: [plan.id] });
    expect(await db.visit.count({ where: { planId: plan.id, originalDate: visit.originalDate } })).toBe(1);
    // Onto another visit's date: 409.
    const next = await db.visit.findFirstOrThrow({
      where: { planId: plan.id, date: { gt: visit.originalDate } },
      orderBy: { date: "asc" },
    });
    const biweekly = await post(reschedule, next.id, owner.token, { date: addDays(original, -2) });
    expect(biweekly.status).toBe(409);
  });

  it("only the provider starts and completes, not before the visit's date; completing keeps photos", async () => {
    const now = new Date("2026-08-01T12:00:00Z");
    const { visits, owner, provider } = await planAt(HONOLULU, { startsOn: "2026-08-03" }, now);
    const visit = visits[0];
    const byOwner = await post(startVisitRoute, visit.id, owner.token);
    expect([byOwner.status, byOwner.body.code]).toEqual([403, "wrong_role"]);
    // 3 Aug 09:00 UTC is still 2 Aug in Honolulu.
    await expect(
      startVisit({ visitId: visit.id, userId: provider.id, now: new Date("2026-08-03T09:00:00Z") }),
    ).rejects.toMatchObject({
      code: "visit_not_due",
    });
    const onTheDay = new Date("2026-08-03T18:00:00Z");
    await startVisit({ visitId: visit.id, userId: provider.id, now: onTheDay });
    await db.photo.create({
      data: {
        userId: provider.id,
        type: "property",
        url: "/uploads/after.jpg",
        thumbUrl: "/uploads/after-t.jpg",
        storageKey: "after.jpg",
        contentType: "image/jpeg",
      },
    });
    await expect(
      completeVisit({
        visitId: visit.id,
        userId: provider.id,
        photos: ["https://tracker.example/x.png"],
        now: onTheDay,
      }),
    ).rejects.toMatchObject({ code: "photo_not_uploaded" });
    const done = await completeVisit({
      visitId: visit.id,
      userId: provider.id,
      photos: ["/uploads/after.jpg"],
      now: onTheDay,
    });
    expect(done.visit).toMatchObject({
      status: "completed",
      photos: ["/uploads/after.jpg"],
      thumbnails: ["/uploads/after-t.jpg"],
    });
    expect(await db.notification.count({ where: { userId: owner.id, type: "visit_completed" } })).toBe(1);
    const early = await post(completeVisitRoute, visits[1].id, provider.token, {});
    expect(early.status).toBe(409);
  });

  it("a visit not completed within 2 days of its date is missed: both told, and it counts against the provider", async () => {
    const { visits, owner, provider } = await planAt(
      ANCHORAGE,
      { startsOn: "2026-09-07" },
      new Date("2026-09-06T20:00:00Z"),
    );
    const status = async () => (await db.visit.findUniqueOrThrow({ where: { id: visits[0].id } })).status;
    // 10 Sep 07:00 UTC is still 9 Sep in Anchorage (UTC-8): not yet.
    await markMissedVisits(new Date("2026-09-10T07:00:00Z"));
    expect(await status()).toBe("scheduled");
    await markMissedVisits(new Date("2026-09-10T09:00:00Z"));
    expect(await status()).toBe("missed");
    expect((await db.user.findUniqueOrThrow({ where: { id: provider.id } })).visitsMissed).toBe(1);
    const told = { userId: { in: [owner.id, provider.id] }, type: "visit_missed" as const };
    expect(await db.notification.count({ where: told })).toBe(2);
    await markMissedVisits(new Date("2026-09-10T09:00:00Z"));
    expect(await db.notification.count({ where: told })).toBe(2);
  });

  it("a provider's profile counts completed visits, the share done by the next day, and missed ones", async () => {
    const { visits, provider } = await planAt(HONOLULU, { startsOn: "2026-08-03" }, new Date("2026-08-01T12:00:00Z"));
    const standing = async () =>
      (await call<{ provider: Record<string, unknown> }>(getProvider, { method: "GET", params: { id: provider.id } }))
        .body.provider;
    expect(await standing()).toMatchObject({
      visits_completed: 0,
      reliability: { missed_visits: 0, on_time_rate: null },
    });
    const finish = async (visitId: string, now: Date) => {
      await startVisit({ visitId, userId: provider.id, now });
      await completeVisit({ visitId, userId: provider.id, now });
    };
    // On the day after the visit's date in Honolulu (4 Aug 20:00 there): on time.
    await finish(visits[0].id, new Date("2026-08-05T06:00:00Z"));
    expect(await standing()).toMatchObject({ visits_completed: 1, reliability: { on_time_rate: 1 } });
    // Two days after the next one's date (10 Aug), before it is marked missed: done, but late.
    await finish(visits[1].id, new Date("2026-08-12T20:00:00Z"));
    expect(await standing()).toMatchObject({ visits_completed: 2, reliability: { on_time_rate: 0.5 } });
    await markMissedVisits(new Date("2026-08-20T12:00:00Z"));
    expect(await standing()).toMatchObject({ visits_completed: 2, reliability: { missed_visits: 1 } });
  });
});

describe("a plan's lifecycle", () => {
  it("the homeowner pauses until a date (the visits between go), resumes, and cancels; the provider may not", async () => {
    const { owner, provider, plan, job } = await planAt(BROOKLYN, { startsOn: addDays(today(), 1) }, new Date());
    const refused = await post(pause, plan.id, provider.token, {});
    expect([refused.status, refused.body.code]).toEqual([403, "wrong_role"]);
    const until = addDays(today(), 22);
    const paused = await post(pause, plan.id, owner.token, { until });
    expect(paused.body.plan).toMatchObject({ status: "paused", paused_until: until });
    const dates = (await db.visit.findMany({ where: { planId: plan.id } })).map((visit) => isoOf(visit.date));
    expect(dates.some((date) => date > today() && date < until)).toBe(false);
    expect(dates.some((date) => date >= until)).toBe(true);
    expect(await db.notification.count({ where: { userId: provider.id, type: "plan_paused" } })).toBe(1);
    const pastDate = await post(pause, plan.id, owner.token, { until: today() });
    expect(pastDate.status).toBe(409);
    const resumed = await post(resume, plan.id, owner.token);
    expect(resumed.body.plan).toMatchObject({
      status: "active",
      paused_until: null,
      next_visit_on: addDays(today(), 1),
    });
    const cancelled = await post(cancel, plan.id, owner.token);
    expect(cancelled.body.plan.status).toBe("cancelled");
    expect(await db.visit.count({ where: { planId: plan.id, status: "scheduled" } })).toBe(0);
    expect((await db.job.findUniqueOrThrow({ where: { id: job.id } })).status).toBe("completed");
    const again = await post(cancel, plan.id, owner.token);
    expect([again.status, again.body.code]).toEqual([409, "plan_wrong_status"]);
    expect((await post(pause, plan.id, (await createUser()).token, {})).status).toBe(404);
  });

  it("a pause until a date runs out by itself; without a date the generator lays nothing out", async () => {
    const now = new Date("2026-04-01T15:00:00Z");
    const { owner, plan } = await planAt(BROOKLYN, { startsOn: "2026-04-02" }, now);
    await pausePlan({ planId: plan.id, ownerId: owner.id, until: "2026-04-10", now });
    expect(await settlePlans(new Date("2026-04-09T15:00:00Z"))).toBe(0);
    expect(await settlePlans(new Date("2026-04-10T15:00:00Z"))).toBe(1);
    expect((await db.servicePlan.findUniqueOrThrow({ where: { id: plan.id } })).status).toBe("active");
    const other = await planAt(BROOKLYN, { startsOn: "2026-04-02" }, now);
    await pausePlan({ planId: other.plan.id, ownerId: other.owner.id, now });
    await generateVisits(new Date("2026-05-01T15:00:00Z"));
    expect(await db.visit.count({ where: { planId: other.plan.id, date: { gt: dateOf("2026-04-01") } } })).toBe(0);
  });

  it("the provider ends a plan with 7 days' notice: later visits are cancelled and the plan ends after", async () => {
    const now = new Date("2026-04-01T15:00:00Z");
    const { owner, provider, plan } = await planAt(BROOKLYN, { startsOn: "2026-04-02" }, now);
    const byOwner = await post(end, plan.id, owner.token, {});
    expect([byOwner.status, byOwner.body.code]).toEqual([403, "wrong_role"]);
    await expect(
      endPlanWithNotice({ planId: plan.id, providerId: provider.id, lastVisitOn: "2026-04-07", now }),
    ).rejects.toMatchObject({ code: "plan_notice_too_short" });
    expect(await endPlanWithNotice({ planId: plan.id, providerId: provider.id, now })).toBe("2026-04-08");
    expect(
      await db.visit.count({ where: { planId: plan.id, status: "scheduled", date: { gt: dateOf("2026-04-08") } } }),
    ).toBe(0);
    expect(await db.notification.count({ where: { userId: owner.id, type: "plan_ending" } })).toBe(1);
    await settlePlans(new Date("2026-04-09T15:00:00Z"));
    expect((await db.servicePlan.findUniqueOrThrow({ where: { id: plan.id } })).status).toBe("ended");
  });
});
