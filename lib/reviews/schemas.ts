import { z } from "zod";
import { text } from "@/lib/validations/common";
import { REVIEW_COMMENT_MAX } from "./rules";

// POST /api/jobs/{id}/reviews, and the 'Leave a review' dialog.
export const reviewInputSchema = z.object({
  rating: z
    .number({ error: "Choose a rating from 1 to 5 stars" })
    .int("Choose a rating from 1 to 5 stars")
    .min(1, "Choose a rating from 1 to 5 stars")
    .max(5, "Choose a rating from 1 to 5 stars"),
  comment: text({ error: "Comment must be text", multiline: true })
    .trim()
    .max(REVIEW_COMMENT_MAX, `Comment must be at most ${REVIEW_COMMENT_MAX.toLocaleString("en-US")} characters`)
    .nullish()
    .transform((comment) => comment ?? ""),
});

export type ReviewInput = z.infer<typeof reviewInputSchema>;
