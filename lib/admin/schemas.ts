import { z } from "zod";
import { paginationSchema, text } from "@/lib/validations/common";

export const REASON_MAX = 500;

// The body of every operator action (suspend, reinstate, hide, remove), and the reason dialogs' form.
export const operatorReasonSchema = z.object({
  reason: text({ error: "Give a reason", multiline: true })
    .trim()
    .min(3, "Give a reason of at least 3 characters")
    .max(REASON_MAX, `The reason must be at most ${REASON_MAX} characters`),
});

export type OperatorReason = z.infer<typeof operatorReasonSchema>;

// GET /api/admin/audit and the /admin lists: a page, optionally a search (name, email, title).
export const adminListQuerySchema = paginationSchema.extend({
  q: text({ error: "Search must be text" }).trim().max(200, "Search must be at most 200 characters").optional(),
});

export type AdminListQuery = z.infer<typeof adminListQuerySchema>;
