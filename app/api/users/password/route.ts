import { changePassword } from "@/lib/auth/change-password";
import { passwordChangeSchema } from "@/lib/auth/schemas";
import { clientAddress } from "@/lib/http/client-address";
import { z } from "zod";
import { route } from "@/lib/http/route";

// Changes the password and signs out the user's other sessions; this one stays signed in.
export const PUT = route(
  {
    access: "user",
    body: passwordChangeSchema,
    response: z.object({ ok: z.literal(true), ended_sessions: z.number().int() }),
    summary: "Change your password (signs out your other sessions)",
  },
  async ({ request, user, body }) => {
    const address = clientAddress(request);
    const { endedSessions } = await changePassword({
      userId: user.id,
      keepSessionId: user.sessionId,
      input: body,
      address,
    });
    return { ok: true, ended_sessions: endedSessions };
  },
);
