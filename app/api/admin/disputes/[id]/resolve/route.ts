import { route } from "@/lib/http/route";
import { paymentAnswerSchema, paymentRowDto } from "@/lib/payments/dto";
import { resolveDispute } from "@/lib/payments/resolve-dispute";
import { resolveDisputeSchema } from "@/lib/payments/schemas";
import { idParams } from "@/lib/validations/common";

export const POST = route(
  {
    access: "operator",
    params: idParams,
    body: resolveDisputeSchema,
    response: paymentAnswerSchema,
    summary:
      "Settle a disputed payment: release it in full, or refund it in full or in part (refund_cents), with a note",
  },
  async ({ params, body, user }) => ({
    payment: paymentRowDto(await resolveDispute({ operator: user, paymentId: params.id, input: body })),
  }),
);
