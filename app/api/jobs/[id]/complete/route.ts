import { route } from "@/lib/http/route";
import { completeJob } from "@/lib/jobs/complete-job";
import { getJob } from "@/lib/jobs/get-job";
import { idParams } from "@/lib/validations/common";

export const POST = route({ access: "provider", params: idParams }, async ({ params, user }) => {
  await completeJob({ jobId: params.id, providerId: user.id });
  return { job: await getJob(params.id, user) };
});
