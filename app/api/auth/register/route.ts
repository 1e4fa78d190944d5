import { registerUser } from "@/lib/auth/register-user";
import { signUpSchema } from "@/lib/auth/schemas";
import { sessionResponse } from "@/lib/http/session-response";
import { route } from "@/lib/http/route";
import { sessionAnswerSchema } from "@/lib/users/dto";

export const POST = route(
  {
    access: "public",
    body: signUpSchema,
    rateLimit: "signUp",
    response: sessionAnswerSchema,
    status: 201,
    summary: "Create an account and sign in",
  },
  async ({ request, body }) => sessionResponse(request, await registerUser(body), 201),
);
