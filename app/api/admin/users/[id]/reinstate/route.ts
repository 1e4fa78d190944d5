import { reinstateUser } from "@/lib/admin/reinstate-user";
import { operatorReasonSchema } from "@/lib/admin/schemas";
import { reinstatementAnswerSchema } from "@/lib/admin/dto";
import { route } from "@/lib/http/route";
import { idParams } from "@/lib/validations/common";

export const POST = route(
  {
    access: "operator",
    params: idParams,
    body: operatorReasonSchema,
    response: reinstatementAnswerSchema,
    summary: "Lift a user's suspension",
  },
  async ({ params, body, user }) => {
    const result = await reinstateUser({ operator: user, userId: params.id, reason: body.reason });
    return { user: { id: result.user.id, suspended_at: null } };
  },
);
