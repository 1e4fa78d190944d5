import { z } from "zod";
import { route } from "@/lib/http/route";
import { earningsDtoSchema } from "@/lib/jobs/dto";
import { getEarnings } from "@/lib/jobs/get-earnings";

export const GET = route(
  {
    access: "provider",
    roleMessage: "Only providers have earnings",
    response: z.object({ earnings: earningsDtoSchema }),
    summary: "Your earnings",
  },
  async ({ user }) => ({
    earnings: await getEarnings(user.id),
  }),
);
