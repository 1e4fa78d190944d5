import { route } from "@/lib/http/route";
import { claimJob } from "@/lib/jobs/claim-job";
import { jobWithMessageSchema, toJobDto } from "@/lib/jobs/dto";
import { idParams } from "@/lib/validations/common";

export const POST = route(
  {
    access: "provider",
    params: idParams,
    signInMessage: "Please log in to claim jobs",
    roleMessage: "Only providers can claim jobs. Please register as a provider.",
    rateLimit: "claimJob",
    response: jobWithMessageSchema,
    summary: "Claim a fixed-price job",
  },
  async ({ params, user }) => {
    return {
      job: toJobDto(await claimJob({ jobId: params.id, provider: user }), user),
      message: "You have successfully claimed this job.",
    };
  },
);
