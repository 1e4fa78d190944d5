import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { NotificationType } from "@/lib/generated/prisma/enums";
import { renderEmail, renderSms } from "./render";

type Tx = Prisma.TransactionClient;

export type NotificationInput = {
  userId: string;
  type: NotificationType;
  jobId: string | null;
  threadId?: string;
  title: string;
  body: string;
};

/**
 * Records notifications, and for each recipient whose preference is on their email (and SMS, when a phone is
 * known) in the outbox, on the caller's transaction: a change that rolls back leaves nothing to show or send, and
 * a crash after the commit loses nothing, since the outbox rows are committed with the change.
 */
export async function notify(tx: Tx, notifications: NotificationInput[]) {
  if (notifications.length === 0) return [];
  const created = await tx.notification.createManyAndReturn({
    data: notifications.map(({ userId, type, jobId, threadId, title, body }) => ({ userId, type, jobId, threadId, title, body })),
  });
  const users = await tx.user.findMany({
    where: { id: { in: [...new Set(created.map((notification) => notification.userId))] } },
    select: { id: true, role: true, email: true, phone: true, notifyEmail: true, notifySms: true },
  });
  const usersById = new Map(users.map((user) => [user.id, user]));
  const outbox: Prisma.OutboxMessageCreateManyInput[] = created.flatMap((notification) => {
    const user = usersById.get(notification.userId)!;
    const rows: Prisma.OutboxMessageCreateManyInput[] = [];
    if (user.notifyEmail) {
      const email = renderEmail(user, notification);
      rows.push({ notificationId: notification.id, channel: "email", recipient: user.email, ...email });
    }
    if (user.notifySms && user.phone.trim()) {
      rows.push({ notificationId: notification.id, channel: "sms", recipient: user.phone.trim(), text: renderSms(user, notification) });
    }
    return rows;
  });
  if (outbox.length > 0) await tx.outboxMessage.createMany({ data: outbox });
  return created;
}
