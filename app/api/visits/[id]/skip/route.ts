import { route } from "@/lib/http/route";
import { visitAnswerSchema, toVisitDto } from "@/lib/plans/dto";
import { skipVisit } from "@/lib/plans/visit-actions";
import { idParams } from "@/lib/validations/common";

export const POST = route(
  {
    access: "homeowner",
    params: idParams,
    response: visitAnswerSchema,
    summary: "Skip a visit of your plan, at least 24 hours before its day",
  },
  async ({ params, user }) => {
    const { visit, plan } = await skipVisit({ visitId: params.id, userId: user.id });
    return { visit: toVisitDto(visit, plan) };
  },
);
