import { z } from "zod";
import { idSchema, paginationSchema } from "@/lib/validations/common";

// GET /api/notifications?limit&skip&unread=true
export const notificationListQuerySchema = paginationSchema.extend({
  unread: z
    .enum(["true", "false"], { error: "unread must be true or false" })
    .optional()
    .transform((value) => value === "true"),
});

export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

// POST /api/notifications/read: some notifications by id, or all of them.
export const markReadSchema = z.union(
  [
    z
      .object({
        ids: z
          .array(idSchema, { error: "ids must be a list of ids" })
          .min(1, "ids: name at least one")
          .max(200, "ids: at most 200 at once"),
      })
      .strict(),
    z.object({ all: z.literal(true, { error: "all must be true" }) }).strict(),
  ],
  { error: "Send { ids: [...] } or { all: true }" },
);

export type MarkReadInput = z.infer<typeof markReadSchema>;
