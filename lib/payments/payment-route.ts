import "server-only";
import type { z, ZodType } from "zod";
import type { Payment } from "@/lib/generated/prisma/client";
import { route } from "@/lib/http/route";
import { idParams } from "@/lib/validations/common";
import { paymentAnswerSchema, paymentRowDto } from "./dto";
import {
  confirmPayment,
  confirmReceipt,
  disputePayment,
  markPaid,
  payWithSavedCard,
  type PaymentSubject,
} from "./payment-actions";
import { receiptPdf } from "./receipt-pdf";
import { disputeSchema } from "./schemas";

type Kind = PaymentSubject["kind"];
const work = (kind: Kind) => (kind === "job" ? "a completed job" : "a completed visit");

/** One payment step's route: its side, its body (if any) and the domain call, answered with the payment. */
function paymentStep<B extends ZodType>(
  kind: Kind,
  config: { access: "homeowner" | "provider"; summary: string; body?: B },
  run: (step: { subject: PaymentSubject; userId: string }, body: z.infer<B>) => Promise<Payment>,
) {
  return route(
    {
      access: config.access,
      params: idParams,
      body: config.body,
      response: paymentAnswerSchema,
      summary: config.summary,
    },
    async ({ params, user, body }) => ({
      payment: paymentRowDto(await run({ subject: { kind, id: params.id }, userId: user.id }, body)),
    }),
  );
}

/**
 * The payment steps, the same under /api/jobs/{id}/… (a one-time job) and /api/visits/{id}/… (a plan's visit): each
 * route file is one line naming its kind and step.
 */
export const paymentRoutes = {
  confirm: (kind: Kind) =>
    paymentStep(
      kind,
      { access: "homeowner", summary: `Confirm ${work(kind)}: its amount is due to the provider` },
      confirmPayment,
    ),
  dispute: (kind: Kind) =>
    paymentStep(
      kind,
      {
        access: "homeowner",
        body: disputeSchema,
        summary: `Dispute ${work(kind)} within the confirmation window: its payment waits for an operator`,
      },
      (step, body) => disputePayment({ ...step, ...body }),
    ),
  markPaid: (kind: Kind) =>
    paymentStep(
      kind,
      { access: "homeowner", summary: `Direct payment: say you paid the provider for ${work(kind)}` },
      markPaid,
    ),
  receipt: (kind: Kind) =>
    route(
      {
        access: "user",
        params: idParams,
        response: null,
        file: "application/pdf",
        summary: `The PDF receipt of ${work(kind)}'s payment, once it is paid (its two parties only)`,
      },
      async ({ params, user }) =>
        new Response(new Uint8Array(await receiptPdf({ kind, id: params.id }, user.id)), {
          headers: {
            "content-type": "application/pdf",
            "content-disposition": `inline; filename="lawnlink-receipt-${params.id}.pdf"`,
            "cache-control": "private, no-store",
          },
        }),
    ),
  pay: (kind: Kind) =>
    paymentStep(
      kind,
      {
        access: "homeowner",
        summary: `Card payment: pay for ${work(kind)} whose charge failed, with the card you have saved now`,
      },
      payWithSavedCard,
    ),
  received: (kind: Kind) =>
    paymentStep(
      kind,
      { access: "provider", summary: `Direct payment: confirm you received the payment for ${work(kind)}` },
      confirmReceipt,
    ),
};
