import { route } from "@/lib/http/route";
import { z } from "zod";
import { claimEventDtoSchema, toClaimEventDto } from "@/lib/jobs/dto";
import { listClaimHistory } from "@/lib/jobs/list-claim-history";
import { pagination, paginationAnswerSchema, paginationSchema } from "@/lib/validations/common";

// The caller's claims that ended without the work (released or lapsed), so a provider sees what became of them.
export const GET = route(
  {
    access: "provider",
    query: paginationSchema,
    response: z.object({ events: z.array(claimEventDtoSchema), pagination: paginationAnswerSchema }),
    summary: "Your claims that ended without the work",
  },
  async ({ query, user }) => {
    const { events, total } = await listClaimHistory({ providerId: user.id, ...query });
    return { events: events.map(toClaimEventDto), pagination: pagination(total, query.limit, query.skip) };
  },
);
