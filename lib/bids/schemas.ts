import { z } from "zod";
import { moneySchema, text } from "@/lib/validations/common";

// POST /api/jobs/{jobId}/bids (SPEC §5 'Bid form').
export const placeBidSchema = z.object({
  amount: moneySchema,
  eta_days: z
    .number({ error: "Estimated days must be a number" })
    .int("Estimated days must be a whole number")
    .min(1, "Estimated days must be at least 1")
    .max(365, "Estimated days must be at most 365"),
  message: text({ error: "Message must be text", multiline: true })
    .trim()
    .max(1000, "Message must be at most 1,000 characters")
    .optional()
    .nullable()
    .transform((message) => message || undefined),
});

export type PlaceBidInput = z.infer<typeof placeBidSchema>;
