import { auditPageSchema, toAuditEntryDto } from "@/lib/admin/dto";
import { listAudit } from "@/lib/admin/list-audit";
import { adminListQuerySchema } from "@/lib/admin/schemas";
import { route } from "@/lib/http/route";
import { pagination } from "@/lib/validations/common";

export const GET = route(
  {
    access: "operator",
    query: adminListQuerySchema,
    response: auditPageSchema,
    summary: "The operators' audit log, newest first",
  },
  async ({ query }) => {
    const { actions, total } = await listAudit(query);
    return { actions: actions.map(toAuditEntryDto), pagination: pagination(total, query.limit, query.skip) };
  },
);
