import { route } from "@/lib/http/route";
import { planAnswerSchema } from "@/lib/plans/dto";
import { getPlan } from "@/lib/plans/list-plans";
import { endPlanWithNotice } from "@/lib/plans/plan-actions";
import { endPlanSchema } from "@/lib/plans/schemas";
import { idParams } from "@/lib/validations/common";

export const POST = route(
  {
    access: "provider",
    params: idParams,
    body: endPlanSchema,
    response: planAnswerSchema,
    summary: "End a plan you provide, with 7 days' notice",
  },
  async ({ params, user, body }) => {
    await endPlanWithNotice({ planId: params.id, providerId: user.id, lastVisitOn: body.last_visit_on });
    return { plan: await getPlan(params.id, user.id) };
  },
);
