import { z } from "zod";
import { idSchema, queryInt, text } from "@/lib/validations/common";

export const MESSAGE_MAX_LENGTH = 2000;

// POST /api/jobs/{id}/messages
export const postMessageSchema = z.object({
  body: text({ error: "Message must be text", multiline: true })
    .trim()
    .min(1, "Write a message first")
    .max(MESSAGE_MAX_LENGTH, `Messages are at most ${MESSAGE_MAX_LENGTH.toLocaleString("en-US")} characters`),
});

export type PostMessageInput = z.infer<typeof postMessageSchema>;

// GET /api/jobs/{id}/messages: the owner picks a thread with provider_id. Without skip, the newest page.
export const threadQuerySchema = z.object({
  provider_id: idSchema.optional(),
  limit: queryInt(1, 100, 50),
  skip: z.coerce
    .number({ error: "Must be a whole number" })
    .int("Must be a whole number")
    .min(0, "Must be at least 0")
    .optional(),
});

export const threadTargetSchema = threadQuerySchema.pick({ provider_id: true });

export type ThreadQuery = z.infer<typeof threadQuerySchema>;
