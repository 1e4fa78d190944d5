import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Role } from "@/lib/generated/prisma/enums";
import { jobPath } from "./links";

type NotificationRecord = Prisma.NotificationGetPayload<{ include: { job: { select: { title: true } } } }>;

/** A notification as the API shows it, with the in-app link to its job. */
export function toNotificationDto(notification: NotificationRecord, viewer: { role: Role }) {
  return {
    id: notification.id,
    type: notification.type,
    title: notification.title,
    body: notification.body,
    job_id: notification.jobId,
    job_title: notification.job?.title ?? null,
    thread_id: notification.threadId,
    link: notification.jobId ? jobPath(notification.jobId, viewer.role) : null,
    read: notification.readAt !== null,
    read_at: notification.readAt?.toISOString() ?? null,
    created_at: notification.createdAt.toISOString(),
  };
}

export type NotificationDto = ReturnType<typeof toNotificationDto>;
