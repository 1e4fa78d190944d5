import { route } from "@/lib/http/route";
import { z } from "zod";
import { notificationDtoSchema, toNotificationDto } from "@/lib/notifications/dto";
import { listNotifications } from "@/lib/notifications/list-notifications";
import { notificationListQuerySchema } from "@/lib/notifications/schemas";
import { pagination, paginationAnswerSchema } from "@/lib/validations/common";

export const GET = route(
  {
    access: "user",
    query: notificationListQuerySchema,
    response: z.object({
      notifications: z.array(notificationDtoSchema),
      unread_count: z.number().int(),
      pagination: paginationAnswerSchema,
    }),
    summary: "Your notifications",
  },
  async ({ user, query }) => {
    const page = await listNotifications(user.id, query);
    return {
      notifications: page.notifications.map((notification) => toNotificationDto(notification, user)),
      unread_count: page.unreadCount,
      pagination: pagination(page.total, query.limit, query.skip),
    };
  },
);
