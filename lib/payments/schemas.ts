import { z } from "zod";
import { DisputeReason } from "@/lib/generated/prisma/enums";
import { text } from "@/lib/validations/common";

// Payments: the homeowner's dispute of completed work.

export const DISPUTE_NOTE_MAX_LENGTH = 1000;
/** How many photos of the problem a dispute takes (the dialog's limit too). */
export const DISPUTE_PHOTO_LIMIT = 4;

export const disputeSchema = z
  .object({
    reason: z.enum(DisputeReason, {
      error: `Reason must be one of: ${Object.values(DisputeReason).join(", ")}`,
    }),
    note: text({ multiline: true })
      .trim()
      .max(DISPUTE_NOTE_MAX_LENGTH, `Note must be at most ${DISPUTE_NOTE_MAX_LENGTH} characters`)
      .default(""),
    photos: z
      .array(text().max(2048), { error: "Photos must be a list of uploaded photo URLs" })
      .max(DISPUTE_PHOTO_LIMIT, `At most ${DISPUTE_PHOTO_LIMIT} photos`)
      .default([])
      .meta({ description: "Photos of the problem: the URLs of your uploads (POST /api/users/photos/upload)" }),
  })
  .strict();

export type DisputeInput = z.input<typeof disputeSchema>;

export const RESOLUTION_NOTE_MAX_LENGTH = 500;

/**
 * An operator's settlement of a dispute (POST /api/admin/disputes/{id}/resolve): release the payment in full, or
 * refund it, in full (no refund_cents) or in part, with a note both sides read.
 */
export const resolveDisputeSchema = z
  .object({
    outcome: z.enum(["release", "refund"], { error: "Outcome must be release or refund" }),
    refund_cents: z
      .number({ error: "refund_cents must be a number of cents" })
      .int("refund_cents must be whole cents")
      .min(1, "refund_cents must be at least 1")
      .nullish(),
    note: text({ error: "Give a note", multiline: true })
      .trim()
      .min(3, "Give a note of at least 3 characters")
      .max(RESOLUTION_NOTE_MAX_LENGTH, `The note must be at most ${RESOLUTION_NOTE_MAX_LENGTH} characters`),
  })
  .strict()
  .refine((input) => input.outcome === "refund" || input.refund_cents == null, {
    message: "refund_cents goes with a refund only",
    path: ["refund_cents"],
  });

export type ResolveDisputeInput = z.infer<typeof resolveDisputeSchema>;

/** GET /api/users/statements/{yyyy-mm}.pdf|.csv: the month and the format, from the last path segment. */
export const statementParams = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])\.(pdf|csv)$/, "The statement is named YYYY-MM.pdf or YYYY-MM.csv")
    .transform((name) => {
      const [date, format] = name.split(".");
      const [year, month] = date.split("-").map(Number);
      return { year, month, format: format as "pdf" | "csv" };
    }),
});
