import { route } from "@/lib/http/route";
import { visitAnswerSchema, toVisitDto } from "@/lib/plans/dto";
import { startVisit } from "@/lib/plans/visit-actions";
import { idParams } from "@/lib/validations/common";

export const POST = route(
  {
    access: "provider",
    params: idParams,
    response: visitAnswerSchema,
    summary: "Start a visit of a plan you provide, on its date",
  },
  async ({ params, user }) => {
    const { visit, plan } = await startVisit({ visitId: params.id, userId: user.id });
    return { visit: toVisitDto(visit, plan) };
  },
);
