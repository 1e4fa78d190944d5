import { z } from "zod";
import type { Payment } from "@/lib/generated/prisma/client";
import { DisputeReason, PaymentMethod, PaymentStatus } from "@/lib/generated/prisma/enums";
import { instantSchema } from "@/lib/validations/common";
import { centsOf, feeCents, settledAmounts } from "./money";
import { paymentTerms } from "./terms";

/** What a piece of work costs and where its money stands, for its two parties only (never strangers). */
export const paymentDtoSchema = z
  .object({
    status: z
      .enum(["not_due", ...Object.values(PaymentStatus)])
      .meta({ description: "not_due until the work is completed; then awaiting_confirmation until confirm_by" }),
    method: z.enum(PaymentMethod).meta({ description: "direct: the homeowner pays the provider themselves" }),
    amount_cents: z.number().int().meta({ description: "What the homeowner pays" }),
    fee_cents: z.number().int().meta({ description: "The platform's fee, from the provider's side" }),
    payout_cents: z.number().int().meta({ description: "What the provider receives: amount less fee and refund" }),
    refunded_cents: z
      .number()
      .int()
      .meta({ description: "What an operator refunded of the amount, settling a dispute" }),
    confirm_by: instantSchema.nullable().meta({ description: "Until then the homeowner confirms or disputes" }),
    paid_at: instantSchema.nullable(),
    received_at: instantSchema.nullable().meta({ description: "Direct payment: when the provider confirmed it" }),
    payout_on: z.iso
      .date()
      .nullable()
      .meta({ description: "Card payment: the day the provider's payout is expected, once charged" }),
    failure: z
      .string()
      .nullable()
      .meta({ description: "Card payment: why the last charge failed (the homeowner pays with another card)" }),
    dispute: z
      .object({
        reason: z.enum(DisputeReason),
        note: z.string(),
        photos: z.array(z.object({ url: z.string(), thumb_url: z.string() })),
        resolution: z.string().nullable(),
      })
      .nullable()
      .meta({ description: "The homeowner's dispute, and the operator's note once settled" }),
  })
  .meta({ id: "Payment" });

export type PaymentDto = z.infer<typeof paymentDtoSchema>;

/** The payment columns a DTO reads (jobs carry them flat from lib/jobs/load-jobs.ts, visits through Prisma). */
export type PaymentColumns = Pick<
  Payment,
  | "status"
  | "method"
  | "amountCents"
  | "feeCents"
  | "confirmBy"
  | "paidAt"
  | "receivedAt"
  | "disputeReason"
  | "disputeNote"
  | "disputePhotos"
  | "disputeThumbnails"
  | "refundedCents"
  | "resolutionNote"
  | "payoutOn"
  | "failureMessage"
>;

export const paymentSelect = {
  status: true,
  method: true,
  amountCents: true,
  feeCents: true,
  confirmBy: true,
  paidAt: true,
  receivedAt: true,
  disputeReason: true,
  disputeNote: true,
  disputePhotos: true,
  disputeThumbnails: true,
  refundedCents: true,
  resolutionNote: true,
  payoutOn: true,
  failureMessage: true,
} as const satisfies Record<keyof PaymentColumns, true>;

export const paymentAnswerSchema = z.object({ payment: paymentDtoSchema });

/**
 * The payment of a piece of work: its row once the work is completed, else what it will be at the agreed price and
 * today's fee ("not_due").
 */
export function toPaymentDto(payment: PaymentColumns | null, agreedPrice: { toString(): string }): PaymentDto {
  if (payment) return paymentRowDto(payment);
  const amount = centsOf(agreedPrice);
  const fee = feeCents(amount, paymentTerms().feePercent);
  return {
    status: "not_due",
    method: paymentTerms().method,
    amount_cents: amount,
    fee_cents: fee,
    payout_cents: amount - fee,
    refunded_cents: 0,
    confirm_by: null,
    paid_at: null,
    received_at: null,
    payout_on: null,
    failure: null,
    dispute: null,
  };
}

export function paymentRowDto(payment: PaymentColumns): PaymentDto {
  const settled = settledAmounts(payment);
  return {
    status: payment.status,
    method: payment.method,
    amount_cents: payment.amountCents,
    fee_cents: settled.feeCents,
    payout_cents: settled.payoutCents,
    refunded_cents: payment.refundedCents,
    confirm_by: payment.confirmBy.toISOString(),
    paid_at: payment.paidAt?.toISOString() ?? null,
    received_at: payment.receivedAt?.toISOString() ?? null,
    payout_on: payment.payoutOn?.toISOString().slice(0, 10) ?? null,
    failure: payment.failureMessage,
    dispute: payment.disputeReason
      ? {
          reason: payment.disputeReason,
          note: payment.disputeNote ?? "",
          photos: disputePhotosOf(payment),
          resolution: payment.resolutionNote,
        }
      : null,
  };
}

/** A dispute's photos with their thumbnails (the photo itself where none was kept). */
export const disputePhotosOf = (payment: Pick<Payment, "disputePhotos" | "disputeThumbnails">) =>
  payment.disputePhotos.map((url, index) => ({ url, thumb_url: payment.disputeThumbnails[index] ?? url }));
