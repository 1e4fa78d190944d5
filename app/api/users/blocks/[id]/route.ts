import { unblockUser } from "@/lib/blocks/block-user";
import { route } from "@/lib/http/route";
import { idParams, okAnswerSchema } from "@/lib/validations/common";

export const DELETE = route(
  {
    access: "user",
    params: idParams,
    rateLimit: "blockUser",
    response: okAnswerSchema,
    summary: "Unblock a user you have blocked",
  },
  async ({ user, params }) => {
    await unblockUser({ blockerId: user.id, blockedId: params.id });
    return { ok: true };
  },
);
