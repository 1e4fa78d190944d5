import { registerUser } from "@/lib/auth/register-user";
import { signUpSchema } from "@/lib/auth/schemas";
import { sessionAnswer } from "@/lib/http/session-response";
import { route } from "@/lib/http/route";
import { sessionAnswerSchema } from "@/lib/users/dto";

export const POST = route(
  {
    access: "public",
    authWrite: true,
    body: signUpSchema,
    rateLimit: "signUp",
    response: sessionAnswerSchema,
    status: 201,
    summary: "Create an account and sign in",
  },
  async ({ request, body }) => {
    const { user, token } = await registerUser(body);
    return sessionAnswer(request, user, token, 201);
  },
);
