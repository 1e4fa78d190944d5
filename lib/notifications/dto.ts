import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { NotificationType, type Role } from "@/lib/generated/prisma/enums";
import { z } from "zod";
import { instantSchema } from "@/lib/validations/common";
import { jobPath } from "./links";

type NotificationRecord = Prisma.NotificationGetPayload<{ include: { job: { select: { title: true } } } }>;

export const notificationDtoSchema = z
  .object({
    id: z.string(),
    type: z.enum(NotificationType),
    title: z.string(),
    body: z.string(),
    job_id: z.string().nullable(),
    job_title: z.string().nullable(),
    thread_id: z.string().nullable(),
    link: z.string().nullable(),
    read: z.boolean(),
    read_at: instantSchema.nullable(),
    created_at: instantSchema,
  })
  .meta({ id: "Notification" });

export type NotificationDto = z.infer<typeof notificationDtoSchema>;

/** A notification as the API shows it, with the in-app link to its job. */
export function toNotificationDto(notification: NotificationRecord, viewer: { role: Role }): NotificationDto {
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
