import { registerUser } from "@/lib/auth/register-user";
import { signUpSchema } from "@/lib/auth/schemas";
import { sessionAnswer } from "@/lib/http/session-response";
import { route } from "@/lib/http/route";

export const POST = route(
  { access: "public", authWrite: true, body: signUpSchema, rateLimit: "signUp" },
  async ({ request, body }) => {
    const { user, token } = await registerUser(body);
    return sessionAnswer(request, user, token, 201);
  },
);
