import { route } from "@/lib/http/route";
import { planAnswerSchema } from "@/lib/plans/dto";
import { getPlan } from "@/lib/plans/list-plans";
import { pausePlan } from "@/lib/plans/plan-actions";
import { pausePlanSchema } from "@/lib/plans/schemas";
import { idParams } from "@/lib/validations/common";

export const POST = route(
  {
    access: "homeowner",
    params: idParams,
    body: pausePlanSchema,
    response: planAnswerSchema,
    summary: "Pause your plan: until a date, or until resumed",
  },
  async ({ params, user, body }) => {
    await pausePlan({ planId: params.id, ownerId: user.id, until: body.until });
    return { plan: await getPlan(params.id, user.id) };
  },
);
