import { route } from "@/lib/http/route";
import { getJob } from "@/lib/jobs/get-job";
import { cancelLawn } from "@/lib/lawns/cancel-lawn";
import { idParams } from "@/lib/validations/common";

export const POST = route({ access: "user", params: idParams }, async ({ params, user }) => {
  await cancelLawn({ jobId: params.id, ownerId: user.id });
  return { job: await getJob(params.id, user) };
});
