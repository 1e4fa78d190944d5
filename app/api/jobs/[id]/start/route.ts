import { route } from "@/lib/http/route";
import { getJob } from "@/lib/jobs/get-job";
import { startJob } from "@/lib/jobs/start-job";
import { idParams } from "@/lib/validations/common";

export const POST = route({ access: "provider", params: idParams }, async ({ params, user }) => {
  await startJob({ jobId: params.id, providerId: user.id });
  return { job: await getJob(params.id, user) };
});
