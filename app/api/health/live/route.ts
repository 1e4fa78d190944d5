import { z } from "zod";
import { json, route } from "@/lib/http/route";

// Liveness, for orchestrators that restart a stuck process: 200 whenever this process serves requests, without
// asking the database (its outage is /api/health's answer, and restarting the app would not end it).
export const GET = route(
  { access: "public", response: z.object({ status: z.literal("ok") }), summary: "Liveness" },
  async () => json({ status: "ok" }, { headers: { "cache-control": "no-store" } }),
);
