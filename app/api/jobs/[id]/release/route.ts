import { route } from "@/lib/http/route";
import { jobWithMessageSchema, toJobDto } from "@/lib/jobs/dto";
import { getJob } from "@/lib/jobs/get-job";
import { releaseJob } from "@/lib/jobs/release-job";
import { idParams } from "@/lib/validations/common";

export const POST = route(
  { access: "provider", params: idParams, response: jobWithMessageSchema, summary: "Release your claim" },
  async ({ params, user }) => {
    await releaseJob({ jobId: params.id, providerId: user.id });
    return {
      job: toJobDto(await getJob(params.id), user),
      message: "You released this job. It is open to other providers again.",
    };
  },
);
