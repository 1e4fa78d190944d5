import { route } from "@/lib/http/route";
import { cancelLawn } from "@/lib/jobs/cancel-lawn";
import { jobAnswerSchema, toJobDto } from "@/lib/jobs/dto";
import { getJob } from "@/lib/jobs/get-job";
import { idParams } from "@/lib/validations/common";

export const POST = route(
  { access: "user", params: idParams, response: jobAnswerSchema, summary: "Cancel your open posting" },
  async ({ params, user }) => {
    await cancelLawn({ jobId: params.id, ownerId: user.id });
    return { job: toJobDto(await getJob(params.id), user) };
  },
);
