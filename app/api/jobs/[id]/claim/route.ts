import { route } from "@/lib/http/route";
import { claimJob } from "@/lib/jobs/claim-job";
import { toJobDto } from "@/lib/jobs/dto";
import { getJob } from "@/lib/jobs/get-job";
import { idParams } from "@/lib/validations/common";

export const POST = route(
  {
    access: "provider",
    params: idParams,
    signInMessage: "Please log in to claim jobs",
    roleMessage: "Only providers can claim jobs. Please register as a provider.",
    rateLimit: "claimJob",
  },
  async ({ params, user }) => {
    await claimJob({ jobId: params.id, provider: user });
    return { job: toJobDto(await getJob(params.id), user), message: "You have successfully claimed this job." };
  },
);
