import { describe, expect, it } from "vitest";
import { POST as postLawn } from "@/app/api/lawns/route";
import { POST as cancel } from "@/app/api/lawns/[id]/cancel/route";
import { periodicTasks } from "@/lib/background/periodic-tasks";
import { db } from "@/lib/db/client";
import type { Job } from "@/lib/generated/prisma/client";
import {
  NEARBY_FAN_OUT_GRACE_MS,
  fanOutAfterPosting,
  notifyProvidersNearby,
} from "@/lib/notifications/notify-providers-nearby";
import { dropAfterResponse, runAfterResponse } from "../support/after-response";
import { call } from "../support/http";
import { createJob } from "../support/jobs";
import { lawnPayload } from "../support/lawn-payload";
import { createUser } from "../support/users";

// Each test posts in a city of its own, so one test's providers are never in reach of another's lawn.
const places = {
  austin: { city: "Austin", state: "TX", postal_code: "78701", latitude: 30.2711, longitude: -97.7437 },
  chicago: { city: "Chicago", state: "IL", postal_code: "60614", latitude: 41.9227, longitude: -87.6533 },
  philadelphia: { city: "Philadelphia", state: "PA", postal_code: "19103", latitude: 39.9523, longitude: -75.1743 },
  boston: { city: "Boston", state: "MA", postal_code: "02116", latitude: 42.3496, longitude: -71.0765 },
  denver: { city: "Denver", state: "CO", postal_code: "80202", latitude: 39.7525, longitude: -104.9995 },
  seattle: { city: "Seattle", state: "WA", postal_code: "98101", latitude: 47.6101, longitude: -122.3344 },
  portland: { city: "Portland", state: "OR", postal_code: "97205", latitude: 45.5202, longitude: -122.6742 },
  miami: { city: "Miami", state: "FL", postal_code: "33130", latitude: 25.7663, longitude: -80.2054 },
  atlanta: { city: "Atlanta", state: "GA", postal_code: "30303", latitude: 33.7537, longitude: -84.3863 },
  houston: { city: "Houston", state: "TX", postal_code: "77002", latitude: 29.7566, longitude: -95.3647 },
};
type Place = (typeof places)[keyof typeof places];

/** A provider based `north` degrees of latitude (about 69 miles each) from a place, serving `radius` miles around. */
async function providerNear(place: Place, north: number, radius: number) {
  const user = await createUser("provider");
  await db.providerProfile.update({ where: { userId: user.id }, data: { serviceRadius: radius } });
  await db.address.create({
    data: {
      userId: user.id,
      label: "Base",
      isDefault: true,
      fullAddress: `Near ${place.city}`,
      latitude: place.latitude + north,
      longitude: place.longitude,
    },
  });
  return user;
}

/** Two providers whose radius reaches the place (one with email off) and one whose radius does not. */
async function providersAround(place: Place) {
  const reached = [await providerNear(place, 0.02, 5), await providerNear(place, 0.1, 10)]; // ~1.4 and ~7 miles
  await db.user.update({ where: { id: reached[1].id }, data: { notifyEmail: false } });
  const beyond = await providerNear(place, 0.1, 5); // ~7 miles, radius 5
  return { reached, beyond };
}

async function post(place: Place) {
  const owner = await createUser();
  const res = await call<{ job: { id: string } }>(postLawn, {
    token: owner.token,
    body: lawnPayload({ ...place, location: `${place.city}, ${place.state}` }),
  });
  expect(res.status).toBe(201);
  return { owner, jobId: res.body.job.id };
}

/** Who was told about the job (sorted ids), and how many outbox rows each notification has by channel. */
async function notifiedAbout(jobId: string) {
  const notifications = await db.notification.findMany({
    where: { jobId },
    include: { outbox: { select: { channel: true } } },
  });
  return notifications
    .map((n) => ({ userId: n.userId, type: n.type, channels: n.outbox.map((row) => row.channel).sort() }))
    .sort((a, b) => a.userId.localeCompare(b.userId));
}

const expected = (reached: { id: string }[], channels: string[][]) =>
  reached
    .map((user, i) => ({ userId: user.id, type: "job_posted_nearby", channels: channels[i] }))
    .sort((a, b) => a.userId.localeCompare(b.userId));

/** The fan-out of a job as it stands (the posting's after() passes the job it just wrote). */
const fanOutOf = async (job: Job) => (await notifyProvidersNearby([job])).get(job.id) ?? null;
const fanOut = async (jobId: string) => fanOutOf(await db.job.findUniqueOrThrow({ where: { id: jobId } }));

const sweep = periodicTasks.find((task) => task.name === "nearby-fan-out")!;
const afterGrace = () => new Date(Date.now() + NEARBY_FAN_OUT_GRACE_MS + 1_000);

describe("'new job near you' notifications, after the posting has answered", () => {
  it("answers the posting with no one notified yet, then notifies exactly the providers in reach, once", async () => {
    const { reached, beyond } = await providersAround(places.austin);
    const { jobId } = await post(places.austin);
    expect(await notifiedAbout(jobId)).toEqual([]);
    expect(await db.nearbyFanOut.count({ where: { jobId } })).toBe(1);

    await runAfterResponse();
    expect(await notifiedAbout(jobId)).toEqual(expected(reached, [["email", "sms"], ["sms"]]));
    expect(await db.notification.count({ where: { userId: beyond.id } })).toBe(0);
    const [notification] = await db.notification.findMany({ where: { jobId, userId: reached[0].id } });
    expect(notification).toMatchObject({
      title: "New job near you",
      body: "“Front lawn mowing” was just posted in Austin, TX, within your service radius.",
    });

    // Done is done: nothing is owed, and neither another fan-out nor the sweep tells anyone again.
    expect(await db.nearbyFanOut.count({ where: { jobId } })).toBe(0);
    expect(await fanOut(jobId)).toBeNull();
    await sweep.run(afterGrace());
    expect(await notifiedAbout(jobId)).toHaveLength(2);
  });

  it("the periodic task fans out a posting whose after() never ran (a server that stopped), once its grace period has passed", async () => {
    const { reached } = await providersAround(places.chicago);
    const { jobId } = await post(places.chicago);
    dropAfterResponse();

    await sweep.run(new Date());
    expect(await notifiedAbout(jobId)).toEqual([]);
    await sweep.run(afterGrace());
    expect(await notifiedAbout(jobId)).toEqual(expected(reached, [["email", "sms"], ["sms"]]));
    expect(await db.nearbyFanOut.count({ where: { jobId } })).toBe(0);
  });

  it("concurrent fan-outs of one job (after() and sweeps on other instances) write one set of notifications", async () => {
    const { reached } = await providersAround(places.philadelphia);
    const { jobId } = await post(places.philadelphia);
    dropAfterResponse();

    const job = await db.job.findUniqueOrThrow({ where: { id: jobId } });
    const [sweptCount, ...outcomes] = await Promise.all([
      sweep.run(afterGrace()),
      ...[1, 2, 3].map(() => fanOutOf(job)),
    ]);
    // Whichever claims the row first (one of these, or the sweep) tells the two providers; the rest find it gone.
    expect(sweptCount).toBeLessThanOrEqual(1);
    expect(outcomes.filter((notified) => notified !== null).length).toBeLessThanOrEqual(1);
    expect(outcomes.every((notified) => notified === null || notified === 2)).toBe(true);
    expect(await notifiedAbout(jobId)).toEqual(expected(reached, [["email", "sms"], ["sms"]]));
  });

  it("postings whose fan-outs wait their turn together are written in one statement, each to its own providers", async () => {
    const cities = [places.portland, places.miami, places.atlanta];
    const around = await Promise.all(cities.map(providersAround));
    const posted = [];
    for (const place of cities) posted.push(await post(place));
    dropAfterResponse();
    const jobs = await Promise.all(posted.map(({ jobId }) => db.job.findUniqueOrThrow({ where: { id: jobId } })));

    // As three postings' after() steps on one server: the first statement starts alone, the other two wait and share the next.
    expect(await Promise.all(jobs.map(fanOutAfterPosting))).toEqual([2, 2, 2]);
    for (const [i, { jobId }] of posted.entries()) {
      expect(await notifiedAbout(jobId)).toEqual(expected(around[i].reached, [["email", "sms"], ["sms"]]));
    }
    expect(await db.nearbyFanOut.count({ where: { jobId: { in: posted.map(({ jobId }) => jobId) } } })).toBe(0);
    // Nothing left to claim: a batch answers only for the jobs it claimed.
    expect((await notifyProvidersNearby(jobs)).size).toBe(0);
  });

  it("a job given twice in one batch notifies its providers once", async () => {
    const { reached } = await providersAround(places.houston);
    const { jobId } = await post(places.houston);
    dropAfterResponse();
    const job = await db.job.findUniqueOrThrow({ where: { id: jobId } });
    expect(await notifyProvidersNearby([job, job])).toEqual(new Map([[jobId, 2]]));
    expect(await notifiedAbout(jobId)).toEqual(expected(reached, [["email", "sms"], ["sms"]]));
  });

  it("a job cancelled or deleted before its fan-out notifies no one", async () => {
    await providersAround(places.boston);
    const cancelled = await post(places.boston);
    expect((await call(cancel, { params: { id: cancelled.jobId }, token: cancelled.owner.token })).status).toBe(200);
    const deleted = await post(places.boston);
    await db.job.delete({ where: { id: deleted.jobId } });

    await runAfterResponse();
    await sweep.run(afterGrace());
    expect(await notifiedAbout(cancelled.jobId)).toEqual([]);
    expect(await db.notification.count({ where: { jobId: deleted.jobId } })).toBe(0);
    expect(await db.nearbyFanOut.count({ where: { jobId: { in: [cancelled.jobId, deleted.jobId] } } })).toBe(0);
  });

  it("jobs that were there before the fan-out was owed (no record of it) notify no one", async () => {
    await providersAround(places.denver);
    const owner = await createUser();
    const { city, state, postal_code: postalCode, latitude, longitude } = places.denver;
    const old = await createJob(owner.id, { city, state, postalCode, latitude, longitude });
    await sweep.run(afterGrace());
    expect(await fanOut(old.id)).toBeNull();
    expect(await notifiedAbout(old.id)).toEqual([]);
  });

  it("a job without a position is claimed and notifies no one", async () => {
    const owner = await createUser();
    const unplaced = await createJob(owner.id, { latitude: null, longitude: null, nearbyFanOut: { create: {} } });
    expect(await fanOut(unplaced.id)).toBe(0);
    expect(await db.nearbyFanOut.count({ where: { jobId: unplaced.id } })).toBe(0);
    expect(await fanOut(unplaced.id)).toBeNull();
    expect(await notifiedAbout(unplaced.id)).toEqual([]);
  });

  it("a fan-out that fails writes nothing and leaves the job owed; the sweep writes it later", async () => {
    const { reached } = await providersAround(places.seattle);
    const { jobId } = await post(places.seattle);
    await db.$executeRawUnsafe(
      `CREATE FUNCTION refuse_notification() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'notifications refused'; END $$`,
    );
    await db.$executeRawUnsafe(
      `CREATE TRIGGER refuse_notification BEFORE INSERT ON "Notification" EXECUTE FUNCTION refuse_notification()`,
    );
    try {
      await expect(runAfterResponse()).rejects.toThrow("notifications refused");
    } finally {
      await db.$executeRawUnsafe(`DROP TRIGGER refuse_notification ON "Notification"`);
      await db.$executeRawUnsafe(`DROP FUNCTION refuse_notification`);
    }
    expect(await notifiedAbout(jobId)).toEqual([]);
    expect(await db.nearbyFanOut.count({ where: { jobId } })).toBe(1);
    await sweep.run(afterGrace());
    expect(await notifiedAbout(jobId)).toEqual(expected(reached, [["email", "sms"], ["sms"]]));
  });
});
