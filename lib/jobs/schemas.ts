import { z } from "zod";
import { paginationSchema } from "@/lib/validations/common";

export const JOB_STATUSES = ["open", "claimed", "in_progress", "completed", "cancelled"] as const;
export const jobStatusSchema = z.enum(JOB_STATUSES, { error: `Status must be one of: all, ${JOB_STATUSES.join(", ")}` });
export const priceTypeSchema = z.enum(["fixed", "auction"], { error: "Price type must be fixed or auction" });
export const JOB_SORTS = ["created_at", "price_estimate", "-price_estimate"] as const;

// GET /api/jobs (SPEC §3 'Job list query parameters'; defaults from §9).
export const jobListQuerySchema = paginationSchema.extend({
  status: z.union([z.literal("all"), jobStatusSchema]).default("open"),
  price_type: z.union([z.literal("all"), priceTypeSchema]).default("all"),
  sort: z.enum(JOB_SORTS, { error: `Sort must be one of: ${JOB_SORTS.join(", ")}` }).default("created_at"),
  // `mine=true`: a provider's assigned jobs (My Active Jobs, Completed) or a homeowner's own lawns.
  mine: z.enum(["true", "false"], { error: "mine must be true or false" }).default("false").transform((v) => v === "true"),
});

export type JobListQuery = z.infer<typeof jobListQuerySchema>;
