import { resetPassword } from "@/lib/auth/password-reset";
import { passwordResetSchema } from "@/lib/auth/schemas";
import { route } from "@/lib/http/route";
import { messageAnswerSchema } from "@/lib/validations/common";

// Sets the new password from the emailed link and signs the account out everywhere; the person then signs in.
export const POST = route(
  {
    access: "public",
    authWrite: true,
    body: passwordResetSchema,
    response: messageAnswerSchema,
    summary: "Set a new password from a reset link",
  },
  async ({ body }) => {
    await resetPassword(body);
    return { message: "Your password is set. Sign in with it now." };
  },
);
