import { route } from "@/lib/http/route";
import { visitListSchema } from "@/lib/plans/dto";
import { listVisits } from "@/lib/plans/list-plans";
import { visitRangeQuerySchema } from "@/lib/plans/schemas";
import { idParams } from "@/lib/validations/common";

export const GET = route(
  {
    access: "user",
    params: idParams,
    query: visitRangeQuerySchema,
    response: visitListSchema,
    summary: "A plan's visits between two dates (its parties only)",
  },
  async ({ params, query, user }) => ({ visits: await listVisits(params.id, user.id, query) }),
);
