import { z } from "zod";
import { DisputeReason } from "@/lib/generated/prisma/enums";
import { text } from "@/lib/validations/common";

// Payments: the homeowner's dispute of completed work.

export const DISPUTE_NOTE_MAX_LENGTH = 1000;

export const disputeSchema = z
  .object({
    reason: z.enum(DisputeReason, {
      error: `Reason must be one of: ${Object.values(DisputeReason).join(", ")}`,
    }),
    note: text({ multiline: true })
      .trim()
      .max(DISPUTE_NOTE_MAX_LENGTH, `Note must be at most ${DISPUTE_NOTE_MAX_LENGTH} characters`)
      .default(""),
  })
  .strict();

export type DisputeInput = z.input<typeof disputeSchema>;
