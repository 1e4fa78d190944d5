import { z } from "zod";
import { route } from "@/lib/http/route";
import { markNotificationsRead } from "@/lib/notifications/list-notifications";
import { markReadSchema } from "@/lib/notifications/schemas";

export const POST = route(
  {
    access: "user",
    body: markReadSchema,
    response: z.object({ unread_count: z.number().int() }),
    summary: "Mark notifications read",
  },
  async ({ user, body }) => ({
    unread_count: await markNotificationsRead(user.id, body),
  }),
);
