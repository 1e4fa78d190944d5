import { route } from "@/lib/http/route";
import { planAnswerSchema } from "@/lib/plans/dto";
import { getPlan } from "@/lib/plans/list-plans";
import { resumePlan } from "@/lib/plans/plan-actions";
import { idParams } from "@/lib/validations/common";

export const POST = route(
  { access: "homeowner", params: idParams, response: planAnswerSchema, summary: "Resume your paused plan" },
  async ({ params, user }) => {
    await resumePlan({ planId: params.id, ownerId: user.id });
    return { plan: await getPlan(params.id, user.id) };
  },
);
