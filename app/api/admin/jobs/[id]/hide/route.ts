import { hideJob } from "@/lib/admin/hide-job";
import { operatorReasonSchema } from "@/lib/admin/schemas";
import { hiddenJobAnswerSchema } from "@/lib/admin/dto";
import { route } from "@/lib/http/route";
import { idParams } from "@/lib/validations/common";

export const POST = route(
  {
    access: "operator",
    params: idParams,
    body: operatorReasonSchema,
    response: hiddenJobAnswerSchema,
    summary: "Hide a posting from every listing; its owner is told why",
  },
  async ({ params, body, user }) => {
    const result = await hideJob({ operator: user, jobId: params.id, reason: body.reason });
    return { job: { id: result.jobId, withdrawn: result.withdrawn } };
  },
);
