import "server-only";
import type { PrismaClient, User } from "@/lib/generated/prisma/client";
import { notificationOf } from "@/lib/notifications/events";
import type { NotificationInput } from "@/lib/notifications/notify";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The demo users' notifications, in the product's own words (lib/notifications/events.ts) and consistent with the
 * seeded history: new jobs near each provider, bids (received, accepted, expired), reviews (received, and finished
 * lawns waiting for the owner's), and a conversation on one of Diego's jobs. The newest of each user's are unread.
 * Seeded rows only: nothing is queued in the outbox, so no demo email or SMS is ever sent.
 */
export async function seedNotifications(db: PrismaClient, now: Date, homeowners: User[], providers: User[]) {
  const [diego] = providers;
  const rows: (NotificationInput & { createdAt: Date })[] = [];
  const add = (input: NotificationInput, createdAt: Date) =>
    rows.push({ ...input, createdAt: new Date(Math.min(createdAt.getTime(), now.getTime() - HOUR)) });
  const names = new Map(providers.map((p) => [p.id, p.fullName]));

  // A conversation with Diego about a job he is working on: the owner's latest message is still unread.
  const working = await db.job.findFirstOrThrow({
    where: { status: "in_progress", providerId: diego.id },
    orderBy: { createdAt: "desc" },
  });
  const owner = homeowners.find((h) => h.id === working.ownerId)!;
  const conversation = [
    { from: owner, body: "Hi Diego, the side gate is unlocked; please close it behind you.", hoursAgo: 26 },
    { from: diego, body: "Thanks! I'll be there tomorrow morning around 10.", hoursAgo: 25 },
    { from: owner, body: "Perfect. Could you also edge along the driveway?", hoursAgo: 3 },
  ];
  const thread = await db.messageThread.create({
    data: { jobId: working.id, providerId: diego.id, lastMessageAt: new Date(now.getTime() - 3 * HOUR) },
  });
  for (const [i, message] of conversation.entries()) {
    const createdAt = new Date(now.getTime() - message.hoursAgo * HOUR);
    const last = i === conversation.length - 1;
    await db.message.create({
      data: {
        threadId: thread.id,
        senderId: message.from.id,
        body: message.body,
        createdAt,
        readAt: last ? null : new Date(createdAt.getTime() + HOUR),
      },
    });
    const recipient = message.from.id === diego.id ? owner : diego;
    add(
      notificationOf.messageReceived(working, {
        recipientId: recipient.id,
        threadId: thread.id,
        senderName: message.from.fullName,
        body: message.body,
      }),
      createdAt,
    );
  }

  // Bids: on the owners' open auctions, and the accepted and expired ones on jobs since hired.
  const bids = await db.bid.findMany({
    include: { job: true },
    orderBy: { createdAt: "asc" },
  });
  for (const [i, bid] of bids.entries()) {
    // Placed some hours after the posting, not when the seed ran.
    const at = new Date(Math.min(bid.job.createdAt.getTime() + (6 + (i % 5)) * HOUR, now.getTime() - HOUR));
    await db.bid.update({ where: { id: bid.id }, data: { createdAt: at } });
    if (bid.job.status === "open" && bid.status === "open") {
      add(notificationOf.bidReceived(bid.job, { amount: bid.amount, providerName: names.get(bid.providerId)! }), at);
    } else if (bid.status === "accepted") {
      add(notificationOf.bidAccepted(bid.job, bid.providerId), bid.job.claimedAt ?? at);
    } else if (bid.status === "expired") {
      add(notificationOf.bidExpired(bid.job, bid.providerId), bid.job.claimedAt ?? at);
    }
  }

  // Reviews: each provider's latest published ones, and the owners' finished lawns still waiting for their review.
  for (const provider of providers) {
    const reviews = await db.review.findMany({
      where: { subjectId: provider.id, publishedAt: { not: null } },
      include: { job: true },
      orderBy: { publishedAt: "desc" },
      take: 2,
    });
    for (const review of reviews) add(notificationOf.reviewReceived(review.job, review), review.publishedAt!);
  }
  const finished = await db.job.findMany({
    where: { status: "completed", providerId: { not: null } },
    include: { reviews: true },
    orderBy: { completedAt: "desc" },
  });
  for (const job of finished) {
    if (job.reviews.some((review) => review.authorId === job.ownerId)) continue;
    add(notificationOf.jobCompleted(job, names.get(job.providerId!)!), job.completedAt!);
  }

  // New jobs near each provider: the latest open postings in the state they live in, or the latest anywhere.
  for (const provider of providers) {
    const home = await db.address.findFirst({ where: { userId: provider.id, isDefault: true } });
    const near = await db.job.findMany({
      where: { status: "open", ...(home ? { state: home.state } : {}) },
      orderBy: { createdAt: "desc" },
      take: 2,
    });
    const jobs = near.length
      ? near
      : await db.job.findMany({ where: { status: "open" }, orderBy: { createdAt: "desc" }, take: 2 });
    for (const job of jobs) {
      const { type, jobId, title, body } = notificationOf.jobPostedNearby(job);
      add({ userId: provider.id, type, jobId, title, body }, new Date(job.createdAt.getTime() + 5 * 60_000));
    }
  }

  // Each user's two newest are unread; the rest were read an hour after they came.
  rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const seen = new Map<string, number>();
  for (const row of rows) {
    const index = seen.get(row.userId) ?? 0;
    seen.set(row.userId, index + 1);
    await db.notification.create({
      data: { ...row, readAt: index < 2 ? null : new Date(row.createdAt.getTime() + HOUR) },
    });
  }
}

/**
 * Opens each demo account on its own date, and never after its first job, bid, review or message: so "Member since"
 * agrees with the history the profile shows.
 */
export async function backdateAccounts(db: PrismaClient, now: Date, accounts: { user: User; joinedDaysAgo: number }[]) {
  for (const { user, joinedDaysAgo } of accounts) {
    const firstJob = await db.job.findFirst({
      where: { OR: [{ ownerId: user.id }, { providerId: user.id }, { bids: { some: { providerId: user.id } } }] },
      orderBy: { createdAt: "asc" },
      select: { createdAt: true },
    });
    const joined = Math.min(
      now.getTime() - joinedDaysAgo * DAY,
      (firstJob?.createdAt.getTime() ?? now.getTime()) - 14 * DAY,
    );
    await db.user.update({ where: { id: user.id }, data: { createdAt: new Date(joined) } });
    await db.address.updateMany({ where: { userId: user.id }, data: { createdAt: new Date(joined) } });
  }
}
