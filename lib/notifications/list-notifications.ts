import "server-only";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { NotificationListQuery } from "./schemas";

/** A page of the user's notifications, newest first, with how many are unread in all. */
export async function listNotifications(userId: string, query: NotificationListQuery) {
  const where: Prisma.NotificationWhereInput = { userId, ...(query.unread ? { readAt: null } : {}) };
  const [notifications, total, unreadCount] = await Promise.all([
    db.notification.findMany({
      where,
      include: { job: { select: { title: true } } },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: query.limit,
      skip: query.skip,
    }),
    db.notification.count({ where }),
    db.notification.count({ where: { userId, readAt: null } }),
  ]);
  return { notifications, total, unreadCount };
}

/** Marks some (by id, the user's own only) or all of the user's notifications read; returns the unread count left. */
export async function markNotificationsRead(userId: string, input: { ids: string[] } | { all: true }) {
  await db.notification.updateMany({
    where: { userId, readAt: null, ...("ids" in input ? { id: { in: input.ids } } : {}) },
    data: { readAt: new Date() },
  });
  return db.notification.count({ where: { userId, readAt: null } });
}
