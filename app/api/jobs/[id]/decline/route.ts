import { route } from "@/lib/http/route";
import { declineRequest } from "@/lib/jobs/answer-request";
import { jobAnswerSchema, toJobDto } from "@/lib/jobs/dto";
import { getJob } from "@/lib/jobs/get-job";
import { idParams } from "@/lib/validations/common";

export const POST = route(
  {
    access: "provider",
    params: idParams,
    response: jobAnswerSchema,
    summary: "Decline a request made to you alone; its owner may then open it to everyone",
  },
  async ({ params, user }) => {
    await declineRequest({ jobId: params.id, providerId: user.id });
    return { job: toJobDto(await getJob(params.id), user) };
  },
);
