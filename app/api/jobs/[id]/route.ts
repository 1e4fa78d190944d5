import { route } from "@/lib/http/route";
import { getJob } from "@/lib/jobs/get-job";
import { idParams } from "@/lib/validations/common";

export const GET = route({ access: "public", params: idParams }, async ({ params, user }) => ({ job: await getJob(params.id, user) }));
