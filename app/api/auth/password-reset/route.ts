import { RESET_REQUESTED_MESSAGE, requestPasswordReset } from "@/lib/auth/password-reset";
import { passwordResetRequestSchema } from "@/lib/auth/schemas";
import { clientAddress } from "@/lib/http/client-address";
import { route } from "@/lib/http/route";
import { messageAnswerSchema } from "@/lib/validations/common";

// Always the same answer, whether or not the email has an account (no one learns who does).
export const POST = route(
  {
    access: "public",
    authWrite: true,
    body: passwordResetRequestSchema,
    response: messageAnswerSchema,
    summary: "Email a password reset link",
  },
  async ({ request, body }) => {
    await requestPasswordReset({ email: body.email, address: clientAddress(request) });
    return { message: RESET_REQUESTED_MESSAGE };
  },
);
