import { route } from "@/lib/http/route";
import { completeJob } from "@/lib/jobs/complete-job";
import { jobAnswerSchema, toJobDto } from "@/lib/jobs/dto";
import { getJob } from "@/lib/jobs/get-job";
import { idParams } from "@/lib/validations/common";

export const POST = route(
  { access: "provider", params: idParams, response: jobAnswerSchema, summary: "Mark your job completed" },
  async ({ params, user }) => {
    await completeJob({ jobId: params.id, provider: user });
    return { job: toJobDto(await getJob(params.id), user) };
  },
);
