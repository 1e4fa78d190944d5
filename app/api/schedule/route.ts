import { route } from "@/lib/http/route";
import { scheduleDtoSchema } from "@/lib/schedule/dto";
import { getSchedule } from "@/lib/schedule/get-schedule";
import { scheduleQuerySchema } from "@/lib/schedule/schemas";

export const GET = route(
  {
    access: "provider",
    query: scheduleQuerySchema,
    response: scheduleDtoSchema,
    summary: "Your visits and dated jobs by day, each day's stops in a suggested driving order from your base",
  },
  async ({ user, query }) => getSchedule(user.id, query),
);
