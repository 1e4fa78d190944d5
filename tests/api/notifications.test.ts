import { afterAll, describe, expect, it } from "vitest";
import { POST as postLawn } from "@/app/api/lawns/route";
import { POST as cancel } from "@/app/api/lawns/[id]/cancel/route";
import { POST as placeBid } from "@/app/api/jobs/[id]/bids/route";
import { POST as accept } from "@/app/api/bids/[id]/accept/route";
import { POST as claim } from "@/app/api/jobs/[id]/claim/route";
import { POST as start } from "@/app/api/jobs/[id]/start/route";
import { POST as complete } from "@/app/api/jobs/[id]/complete/route";
import { POST as release } from "@/app/api/jobs/[id]/release/route";
import { POST as postReview } from "@/app/api/jobs/[id]/reviews/route";
import { POST as sendMessage } from "@/app/api/jobs/[id]/messages/route";
import { GET as listNotifications } from "@/app/api/notifications/route";
import { POST as markRead } from "@/app/api/notifications/read/route";
import { db } from "@/lib/db/client";
import { claimJob } from "@/lib/jobs/claim-job";
import { lapseStaleClaims } from "@/lib/jobs/lapse-stale-claims";
import { publishDueReviews } from "@/lib/reviews/publish-reviews";
import type { NotificationType } from "@/lib/generated/prisma/enums";
import { notificationOf } from "@/lib/notifications/events";
import { notify } from "@/lib/notifications/notify";
import { deliverOutboxMessage } from "@/lib/outbox/deliver";
import { call, type Handler } from "../support/http";
import { createJob } from "../support/jobs";
import { createUser } from "../support/users";
import { checkInvariants } from "../support/invariants";
import { runAfterResponse } from "../support/after-response";
import { recordingTransport } from "../support/mail";

// Whatever the suite did through the API, the database's rules still hold (tests/support/invariants.ts).
afterAll(async () => {
  expect(await checkInvariants(db)).toEqual([]);
});

type User = Awaited<ReturnType<typeof createUser>>;
type Notification = {
  id: string;
  type: NotificationType;
  title: string;
  body: string;
  job_id: string;
  link: string;
  read: boolean;
};
type Answer = {
  notifications: Notification[];
  unread_count: number;
  pagination: { total: number; hasMore: boolean };
  bid: { id: string };
  error: string;
};

const on = (handler: Handler, id: string, token: string, body?: unknown) =>
  call<Answer>(handler, { params: { id }, token, body });
const notificationsOf = (user: { id: string }) =>
  db.notification.findMany({ where: { userId: user.id }, include: { outbox: true }, orderBy: { createdAt: "asc" } });

/** The one notification of this type the user got, with its outbox rows by channel. */
async function theNotification(user: { id: string }, type: NotificationType) {
  const found = (await notificationsOf(user)).filter((notification) => notification.type === type);
  expect(found, `${type} notifications`).toHaveLength(1);
  const [notification] = found;
  return { ...notification, channels: notification.outbox.map((row) => row.channel).sort() };
}

const noEmail = (user: User) => db.user.update({ where: { id: user.id }, data: { notifyEmail: false } });

describe("every event notifies the user it concerns, in the app and through the outbox", () => {
  it("a new bid on my lawn (owner), with an email and an SMS when both preferences are on", async () => {
    const owner = await createUser("homeowner", "Olivia Owner");
    const provider = await createUser("provider", "Pat Provider");
    const job = await createJob(owner.id, { priceType: "auction", title: "Back yard" });
    expect((await on(placeBid, job.id, provider.token, { amount: 72.5, eta_days: 2 })).status).toBe(201);
    const notification = await theNotification(owner, "bid_received");
    expect(notification).toMatchObject({
      jobId: job.id,
      title: "New bid on your lawn",
      body: "Pat Provider bid $72.50 on “Back yard”.",
    });
    expect(notification.channels).toEqual(["email", "sms"]);
    const email = notification.outbox.find((row) => row.channel === "email")!;
    expect(email).toMatchObject({ recipient: owner.email, status: "pending", attempts: 0 });
    // Its words are rendered from the notification when it is sent.
    const mail = recordingTransport();
    expect(
      await deliverOutboxMessage(email.id, {
        mail: mail.transport,
        sms: null,
        from: "LawnLink <no-reply@lawnlink.test>",
      }),
    ).toBe("sent");
    expect(mail.sent[0].mail).toMatchObject({ to: owner.email, subject: "New bid on your lawn" });
    expect(mail.sent[0].mail.text).toContain("Pat Provider bid $72.50");
    expect(mail.sent[0].mail.text).toMatch(/Unsubscribe: http:\/\/localhost:\d+\/unsubscribe\?token=/);
    expect(notification.outbox.find((row) => row.channel === "sms")!.recipient).toBe("555-010-2000");
  });

  it("writes no email when the email preference is off, and no SMS when SMS is off or no phone is known", async () => {
    const owner = await createUser();
    await noEmail(owner);
    const job = await createJob(owner.id, { priceType: "auction" });
    await on(placeBid, job.id, (await createUser("provider")).token, { amount: 40, eta_days: 1 });
    expect((await theNotification(owner, "bid_received")).channels).toEqual(["sms"]);

    const quiet = await createUser();
    await db.user.update({ where: { id: quiet.id }, data: { notifyEmail: false, notifySms: false } });
    const quietJob = await createJob(quiet.id, { priceType: "auction" });
    await on(placeBid, quietJob.id, (await createUser("provider")).token, { amount: 40, eta_days: 1 });
    expect((await theNotification(quiet, "bid_received")).channels).toEqual([]);

    const noPhone = await createUser();
    await db.user.update({ where: { id: noPhone.id }, data: { phone: "" } });
    const noPhoneJob = await createJob(noPhone.id, { priceType: "auction" });
    await on(placeBid, noPhoneJob.id, (await createUser("provider")).token, { amount: 40, eta_days: 1 });
    expect((await theNotification(noPhone, "bid_received")).channels).toEqual(["email"]);
  });

  it("my bid accepted (the winner) and expired (the others)", async () => {
    const owner = await createUser();
    const [winner, loser] = [await createUser("provider"), await createUser("provider")];
    await noEmail(loser);
    const job = await createJob(owner.id, { priceType: "auction", title: "Hedges" });
    const winning = await on(placeBid, job.id, winner.token, { amount: 50, eta_days: 1 });
    await on(placeBid, job.id, loser.token, { amount: 60, eta_days: 1 });
    expect((await on(accept, winning.body.bid.id, owner.token)).status).toBe(200);
    const accepted = await theNotification(winner, "bid_accepted");
    expect(accepted).toMatchObject({ jobId: job.id, body: "Your bid on “Hedges” was accepted: the job is yours." });
    expect(accepted.channels).toEqual(["email", "sms"]);
    const expired = await theNotification(loser, "bid_expired");
    expect(expired.channels).toEqual(["sms"]);
    expect(await db.notification.count({ where: { userId: loser.id, type: "bid_accepted" } })).toBe(0);
  });

  it("my bid's job cancelled (every open bidder)", async () => {
    const owner = await createUser();
    const bidders = [await createUser("provider"), await createUser("provider")];
    const job = await createJob(owner.id, { priceType: "auction", title: "Leaves" });
    for (const bidder of bidders) await on(placeBid, job.id, bidder.token, { amount: 30, eta_days: 1 });
    expect((await on(cancel, job.id, owner.token)).status).toBe(200);
    for (const bidder of bidders) {
      const cancelled = await theNotification(bidder, "job_cancelled");
      expect(cancelled.body).toBe("“Leaves” was cancelled by its owner; your bid is closed.");
      expect(cancelled.channels).toEqual(["email", "sms"]);
    }
  });

  it("my lawn claimed, started and completed (owner)", async () => {
    const owner = await createUser();
    const provider = await createUser("provider", "Pat Provider");
    const job = await createJob(owner.id, { title: "Front yard" });
    expect((await on(claim, job.id, provider.token)).status).toBe(200);
    expect((await on(start, job.id, provider.token)).status).toBe(200);
    expect((await on(complete, job.id, provider.token)).status).toBe(200);
    expect((await theNotification(owner, "job_claimed")).body).toBe("Pat Provider claimed “Front yard”.");
    expect((await theNotification(owner, "job_started")).body).toBe("Pat Provider started work on “Front yard”.");
    const completed = await theNotification(owner, "job_completed");
    expect(completed.body).toBe("Pat Provider marked “Front yard” completed.");
    expect(completed.channels).toEqual(["email", "sms"]);
  });

  it("a claim released (owner)", async () => {
    const owner = await createUser();
    const provider = await createUser("provider", "Pat Provider");
    const job = await createJob(owner.id, { title: "Side yard" });
    await on(claim, job.id, provider.token);
    expect((await on(release, job.id, provider.token)).status).toBe(200);
    const released = await theNotification(owner, "claim_released");
    expect(released).toMatchObject({
      jobId: job.id,
      body: "Pat Provider released “Side yard”; it is open to other providers again.",
    });
    expect(released.channels).toEqual(["email", "sms"]);
  });

  it("a claim lapsed (the owner, and the provider who held it)", async () => {
    const owner = await createUser();
    const provider = await createUser("provider");
    await noEmail(provider);
    const job = await createJob(owner.id, { title: "Slow lawn" });
    await claimJob({ jobId: job.id, provider, now: new Date(Date.now() - 30 * 24 * 3_600_000) });
    expect(await lapseStaleClaims(new Date())).toBeGreaterThanOrEqual(1);
    expect((await theNotification(owner, "claim_lapsed")).title).toBe("A claim on your lawn lapsed");
    const own = await theNotification(provider, "claim_lapsed");
    expect(own).toMatchObject({
      title: "Your claim lapsed",
      body: "Your claim on “Slow lawn” lapsed because work did not start in time.",
    });
    expect(own.channels).toEqual(["sms"]);
  });

  it("a review received, once it is published (both reviewed, or the window ended)", async () => {
    const owner = await createUser();
    const provider = await createUser("provider");
    const done = new Date(Date.now() - 24 * 3_600_000);
    const job = await createJob(owner.id, {
      title: "Hedges",
      status: "completed",
      providerId: provider.id,
      claimedAt: done,
      startedAt: done,
      completedAt: done,
    });
    expect((await on(postReview, job.id, owner.token, { rating: 5 })).status).toBe(201);
    // Double-blind: hidden, so not yet news to the provider.
    expect(await db.notification.count({ where: { userId: provider.id, type: "review_received" } })).toBe(0);
    expect((await on(postReview, job.id, provider.token, { rating: 4 })).status).toBe(201);
    expect((await theNotification(provider, "review_received")).body).toBe("You were rated 5 out of 5 for “Hedges”.");
    expect((await theNotification(owner, "review_received")).body).toBe("You were rated 4 out of 5 for “Hedges”.");

    const lateOwner = await createUser();
    const lateProvider = await createUser("provider");
    const long = new Date(Date.now() - 20 * 24 * 3_600_000);
    const late = await createJob(lateOwner.id, {
      status: "completed",
      providerId: lateProvider.id,
      claimedAt: long,
      startedAt: long,
      completedAt: long,
    });
    await db.review.create({
      data: { jobId: late.id, authorId: lateOwner.id, subjectId: lateProvider.id, rating: 3, createdAt: long },
    });
    expect(await publishDueReviews(new Date())).toBeGreaterThanOrEqual(1);
    expect((await theNotification(lateProvider, "review_received")).channels).toEqual(["email", "sms"]);
  });

  it("a message received (either side)", async () => {
    const owner = await createUser("homeowner", "Olivia Owner");
    const provider = await createUser("provider", "Pat Provider");
    const job = await createJob(owner.id, { title: "Front yard" });
    expect((await on(sendMessage, job.id, provider.token, { body: "Is the gate locked?" })).status).toBe(201);
    const received = await theNotification(owner, "message_received");
    expect(received).toMatchObject({
      title: "New message from Pat Provider",
      body: "Pat Provider about “Front yard”: “Is the gate locked?”",
    });
    expect(received.threadId).not.toBeNull();
    expect(received.channels).toEqual(["email", "sms"]);
    await call(sendMessage, {
      params: { id: job.id },
      path: `/api/jobs/${job.id}/messages?provider_id=${provider.id}`,
      token: owner.token,
      body: { body: "No" },
    });
    expect((await theNotification(provider, "message_received")).title).toBe("New message from Olivia Owner");
  });

  it("a new job posted within a provider's service radius (and not beyond it)", async () => {
    const provider = async (latitude: number | null, longitude: number | null, radius: number) => {
      const user = await createUser("provider");
      await db.providerProfile.update({ where: { userId: user.id }, data: { serviceRadius: radius } });
      await db.address.create({
        data: { userId: user.id, label: "Base", isDefault: true, fullAddress: "Somewhere, NY", latitude, longitude },
      });
      return user;
    };
    // The lawn below is in Park Slope, Brooklyn (40.6672, -73.9751).
    const nearby = await provider(40.6782, -73.9442, 5); // Crown Heights, ~1.8 mi
    const wideReach = await provider(40.7831, -73.9712, 10); // Upper West Side, ~8 mi, radius 10
    const tooFar = await provider(40.7831, -73.9712, 5); // the same place, radius 5
    const elsewhere = await provider(34.0522, -118.2437, 30); // Los Angeles
    const unplaced = await provider(null, null, 30);
    const owner = await createUser();
    const res = await call<{ job: { id: string } }>(postLawn, {
      token: owner.token,
      body: {
        title: "Front lawn mowing",
        location: "Brooklyn, NY",
        full_address: "142 Prospect Park West, Brooklyn, NY 11215, USA",
        street: "Prospect Park West",
        street_number: "142",
        city: "Brooklyn",
        state: "NY",
        postal_code: "11215",
        country: "US",
        latitude: 40.6672,
        longitude: -73.9751,
        price_type: "fixed",
        price_estimate: 55,
        photos: [],
      },
    });
    expect(res.status).toBe(201);
    // They hear of it once the posting has answered (the route's after()).
    expect(await notificationsOf(nearby)).toEqual([]);
    await runAfterResponse();
    for (const reached of [nearby, wideReach]) {
      const posted = await theNotification(reached, "job_posted_nearby");
      expect(posted).toMatchObject({ jobId: res.body.job.id, title: "New job near you" });
      expect(posted.channels).toEqual(["email", "sms"]);
    }
    for (const missed of [tooFar, elsewhere, unplaced]) expect(await notificationsOf(missed)).toEqual([]);
  });
});

describe("nothing is recorded for a change that does not happen", () => {
  it("a rolled-back transaction leaves neither notifications nor outbox rows", async () => {
    const owner = await createUser();
    const job = await createJob(owner.id);
    await expect(
      db.$transaction(async (tx) => {
        await notify(tx, [notificationOf.jobClaimed(job, "Pat Provider")]);
        expect(await tx.outboxMessage.count({ where: { notification: { userId: owner.id } } })).toBe(2);
        throw new Error("the change failed after notifying");
      }),
    ).rejects.toThrow("the change failed after notifying");
    expect(await db.notification.count({ where: { userId: owner.id } })).toBe(0);
    expect(await db.outboxMessage.count({ where: { notification: { userId: owner.id } } })).toBe(0);
  });

  it("a refused claim or accept notifies no one", async () => {
    const owner = await createUser();
    const job = await createJob(owner.id);
    await on(claim, job.id, (await createUser("provider")).token);
    const before = await db.notification.count();
    expect((await on(claim, job.id, (await createUser("provider")).token)).status).toBe(409);
    const auction = await createJob(owner.id, { priceType: "auction" });
    const bid = await on(placeBid, auction.id, (await createUser("provider")).token, { amount: 10, eta_days: 1 });
    const afterBid = await db.notification.count();
    expect(afterBid).toBe(before + 1);
    expect((await on(accept, bid.body.bid.id, (await createUser()).token)).status).toBe(403);
    expect(await db.notification.count()).toBe(afterBid);
  });
});

describe("GET /api/notifications and POST /api/notifications/read", () => {
  async function ownerWithBids(count: number) {
    const owner = await createUser();
    const job = await createJob(owner.id, { priceType: "auction" });
    for (let i = 0; i < count; i++)
      await on(placeBid, job.id, (await createUser("provider")).token, { amount: 10 + i, eta_days: 1 });
    return { owner, job };
  }
  const list = (token: string | undefined, query = "") =>
    call<Answer>(listNotifications, { method: "GET", path: `/api/notifications${query}`, token });

  it("lists the caller's notifications newest first, with the unread count, paging and a link to the job", async () => {
    const { owner, job } = await ownerWithBids(3);
    await ownerWithBids(1); // someone else's
    const page = await list(owner.token, "?limit=2");
    expect(page.status).toBe(200);
    expect(page.body.unread_count).toBe(3);
    expect(page.body.pagination).toMatchObject({ total: 3, hasMore: true });
    expect(page.body.notifications.map((n) => n.body)).toEqual([
      expect.stringContaining("$12.00"),
      expect.stringContaining("$11.00"),
    ]);
    expect(page.body.notifications[0]).toMatchObject({
      type: "bid_received",
      job_id: job.id,
      link: `/dashboard?job=${job.id}`,
      read: false,
    });
    expect((await list(owner.token, "?limit=2&skip=2")).body.notifications.map((n) => n.body)).toEqual([
      expect.stringContaining("$10.00"),
    ]);
  });

  it("marks one, then all, read; unread=true lists only the unread", async () => {
    const { owner } = await ownerWithBids(3);
    const [newest] = (await list(owner.token)).body.notifications;
    const one = await call<Answer>(markRead, { token: owner.token, body: { ids: [newest.id] } });
    expect(one.body.unread_count).toBe(2);
    const unread = await list(owner.token, "?unread=true");
    expect(unread.body.notifications).toHaveLength(2);
    expect(unread.body.notifications.map((n) => n.id)).not.toContain(newest.id);
    // The total counts what the listing lists; the unread count is always of all the caller's notifications.
    expect(unread.body).toMatchObject({ unread_count: 2, pagination: { total: 2 } });
    expect((await list(owner.token)).body).toMatchObject({ unread_count: 2, pagination: { total: 3 } });
    expect((await call<Answer>(markRead, { token: owner.token, body: { all: true } })).body.unread_count).toBe(0);
    expect((await list(owner.token)).body.notifications.every((n) => n.read)).toBe(true);
  });

  it("cannot mark someone else's notifications read", async () => {
    const { owner } = await ownerWithBids(1);
    const [theirs] = (await list(owner.token)).body.notifications;
    const other = await createUser();
    expect((await call(markRead, { token: other.token, body: { ids: [theirs.id] } })).status).toBe(200);
    expect((await list(owner.token)).body.unread_count).toBe(1);
  });

  it("answers 401 without a session and 400 for bad input", async () => {
    expect((await list(undefined)).status).toBe(401);
    expect((await call(markRead, { body: { all: true } })).status).toBe(401);
    const user = await createUser();
    expect((await list(user.token, "?unread=maybe")).status).toBe(400);
    expect((await list(user.token, "?limit=0")).status).toBe(400);
    for (const body of [{}, { ids: [] }, { ids: ["nope"] }, { all: false }, { ids: [], all: true }]) {
      expect((await call(markRead, { token: user.token, body })).status, JSON.stringify(body)).toBe(400);
    }
  });
});
