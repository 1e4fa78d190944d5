import "server-only";
import { db } from "@/lib/db/client";
import type { NotificationListQuery } from "./schemas";

/**
 * A page of the user's notifications, newest first, with how many there are and how many are unread in all. The two
 * counts are one pass over the user's notifications (a statement beside the page's), not a statement each.
 */
export async function listNotifications(userId: string, query: NotificationListQuery) {
  const [notifications, [counts]] = await Promise.all([
    db.notification.findMany({
      where: { userId, ...(query.unread ? { readAt: null } : {}) },
      include: { job: { select: { title: true } } },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: query.limit,
      skip: query.skip,
    }),
    db.$queryRaw<{ all: number; unread: number }[]>`
      SELECT count(*)::int AS "all", (count(*) FILTER (WHERE "readAt" IS NULL))::int AS "unread"
      FROM "Notification" WHERE "userId" = ${userId}::uuid`,
  ]);
  return { notifications, total: query.unread ? counts.unread : counts.all, unreadCount: counts.unread };
}

/** Marks some (by id, the user's own only) or all of the user's notifications read; returns the unread count left. */
export async function markNotificationsRead(userId: string, input: { ids: string[] } | { all: true }) {
  await db.notification.updateMany({
    where: { userId, readAt: null, ...("ids" in input ? { id: { in: input.ids } } : {}) },
    data: { readAt: new Date() },
  });
  return db.notification.count({ where: { userId, readAt: null } });
}
