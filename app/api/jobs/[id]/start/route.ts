import { route } from "@/lib/http/route";
import { startJob } from "@/lib/jobs/start-job";
import { jobAnswerSchema, toJobDto } from "@/lib/jobs/dto";
import { getJob } from "@/lib/jobs/get-job";
import { idParams } from "@/lib/validations/common";

export const POST = route(
  { access: "provider", params: idParams, response: jobAnswerSchema, summary: "Start your claimed job" },
  async ({ params, user }) => {
    await startJob({ jobId: params.id, provider: user });
    return { job: toJobDto(await getJob(params.id), user) };
  },
);
