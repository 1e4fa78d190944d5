import { route } from "@/lib/http/route";
import { visitAnswerSchema, toVisitDto } from "@/lib/plans/dto";
import { declineReschedule } from "@/lib/plans/visit-actions";
import { idParams } from "@/lib/validations/common";

export const POST = route(
  {
    access: "user",
    params: idParams,
    response: visitAnswerSchema,
    summary: "Decline the other side's move of a visit: it goes back to its date",
  },
  async ({ params, user }) => {
    const { visit, plan } = await declineReschedule({ visitId: params.id, userId: user.id });
    return { visit: toVisitDto(visit, plan) };
  },
);
