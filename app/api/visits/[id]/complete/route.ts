import { route } from "@/lib/http/route";
import { visitAnswerSchema, toVisitDto } from "@/lib/plans/dto";
import { completeVisit } from "@/lib/plans/visit-actions";
import { completeVisitSchema } from "@/lib/plans/schemas";
import { idParams } from "@/lib/validations/common";

export const POST = route(
  {
    access: "provider",
    params: idParams,
    body: completeVisitSchema,
    response: visitAnswerSchema,
    summary: "Complete a started visit, with after-service photos",
  },
  async ({ params, user, body }) => {
    const { visit, plan } = await completeVisit({ visitId: params.id, userId: user.id, photos: body.photos });
    return { visit: toVisitDto(visit, plan) };
  },
);
