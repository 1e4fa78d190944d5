import { loginUser } from "@/lib/auth/login-user";
import { clientAddress } from "@/lib/http/client-address";
import { signInSchema } from "@/lib/auth/schemas";
import { sessionResponse } from "@/lib/http/session-response";
import { route } from "@/lib/http/route";
import { sessionAnswerSchema } from "@/lib/users/dto";

export const POST = route(
  { access: "public", body: signInSchema, response: sessionAnswerSchema, summary: "Sign in" },
  async ({ request, body }) => sessionResponse(request, await loginUser(body, clientAddress(request)), 200),
);
