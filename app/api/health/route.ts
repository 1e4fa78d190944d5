import { databaseAnswers } from "@/lib/db/availability";
import { z } from "zod";
import { json, route } from "@/lib/http/route";

// For load balancers and uptime checks: 200 while the database answers, 503 while it does not.
export const GET = route(
  {
    access: "public",
    response: z.object({ status: z.literal("ok"), database: z.literal("up") }),
    summary: "Readiness: 200 while the database answers, 503 while it does not",
  },
  async () =>
    (await databaseAnswers())
      ? json({ status: "ok", database: "up" }, { headers: { "cache-control": "no-store" } })
      : json(
          {
            status: "unavailable",
            database: "down",
            error: "The database is not answering",
            code: "service_unavailable",
          },
          { status: 503, headers: { "cache-control": "no-store" } },
        ),
);
