import { after } from "next/server";
import { route } from "@/lib/http/route";
import { openRequest } from "@/lib/jobs/answer-request";
import { jobAnswerSchema, toJobDto } from "@/lib/jobs/dto";
import { getJob } from "@/lib/jobs/get-job";
import { fanOutAfterPosting } from "@/lib/notifications/notify-providers-nearby";
import { idParams } from "@/lib/validations/common";

export const POST = route(
  {
    access: "homeowner",
    params: idParams,
    response: jobAnswerSchema,
    summary: "Open a declined or lapsed request to every provider",
  },
  async ({ params, user }) => {
    const job = await openRequest({ jobId: params.id, ownerId: user.id });
    // The providers in reach hear of it as of a new posting.
    after(() => fanOutAfterPosting(job));
    return { job: toJobDto(await getJob(params.id), user) };
  },
);
