import { route } from "@/lib/http/route";
import { visitAnswerSchema, toVisitDto } from "@/lib/plans/dto";
import { rescheduleVisit } from "@/lib/plans/visit-actions";
import { rescheduleVisitSchema } from "@/lib/plans/schemas";
import { idParams } from "@/lib/validations/common";

export const POST = route(
  {
    access: "user",
    params: idParams,
    body: rescheduleVisitSchema,
    response: visitAnswerSchema,
    summary: "Move a visit within 3 days of its date; the other side may decline",
  },
  async ({ params, user, body }) => {
    const { visit, plan } = await rescheduleVisit({ visitId: params.id, userId: user.id, date: body.date });
    return { visit: toVisitDto(visit, plan) };
  },
);
