import { suspendUser } from "@/lib/admin/suspend-user";
import { operatorReasonSchema } from "@/lib/admin/schemas";
import { suspensionAnswerSchema } from "@/lib/admin/dto";
import { route } from "@/lib/http/route";
import { idParams } from "@/lib/validations/common";

export const POST = route(
  {
    access: "operator",
    params: idParams,
    body: operatorReasonSchema,
    response: suspensionAnswerSchema,
    summary: "Suspend a user: their sessions end, their open postings and bids are withdrawn",
  },
  async ({ params, body, user }) => {
    const result = await suspendUser({ operator: user, userId: params.id, reason: body.reason });
    return {
      user: { id: result.user.id, suspended_at: result.user.suspendedAt?.toISOString() ?? null },
      sessions_ended: result.sessionsEnded,
      jobs_withdrawn: result.jobsWithdrawn,
      bids_retracted: result.bidsRetracted,
    };
  },
);
