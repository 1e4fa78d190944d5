import { loginUser } from "@/lib/auth/login-user";
import { clientAddress } from "@/lib/http/client-address";
import { signInSchema } from "@/lib/auth/schemas";
import { deviceCookie, deviceTokenOf } from "@/lib/http/device-cookie";
import { sessionResponse } from "@/lib/http/session-response";
import { route } from "@/lib/http/route";
import { sessionAnswerSchema } from "@/lib/users/dto";

export const POST = route(
  { access: "public", authWrite: true, body: signInSchema, response: sessionAnswerSchema, summary: "Sign in" },
  async ({ request, body }) => {
    const { user, deviceToken } = await loginUser(body, {
      address: clientAddress(request),
      deviceToken: deviceTokenOf(request),
    });
    const response = await sessionResponse(request, user, 200);
    response.headers.append("set-cookie", deviceCookie(request, deviceToken));
    return response;
  },
);
