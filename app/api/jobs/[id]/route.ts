import { route } from "@/lib/http/route";
import { jobAnswerSchema, toJobDto } from "@/lib/jobs/dto";
import { getVisibleJob } from "@/lib/jobs/get-job";
import { idParams } from "@/lib/validations/common";

export const GET = route(
  { access: "public", params: idParams, response: jobAnswerSchema, summary: "A job" },
  async ({ params, user }) => ({
    job: toJobDto(await getVisibleJob(params.id, user), user),
  }),
);
