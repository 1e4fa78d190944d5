import { route } from "@/lib/http/route";
import { jobAnswerSchema, toJobDto } from "@/lib/jobs/dto";
import { editLawn } from "@/lib/jobs/edit-lawn";
import { lawnEditSchema } from "@/lib/jobs/schemas";
import { idParams } from "@/lib/validations/common";

export const PATCH = route(
  {
    access: "user",
    params: idParams,
    body: lawnEditSchema,
    response: jobAnswerSchema,
    summary: "Edit your open posting",
  },
  async ({ params, user, body }) => ({
    job: toJobDto(await editLawn({ jobId: params.id, ownerId: user.id, edit: body }), user),
  }),
);
