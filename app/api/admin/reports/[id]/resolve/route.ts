import { route } from "@/lib/http/route";
import { resolvedReportAnswerSchema, toResolvedReportDto } from "@/lib/reports/dto";
import { resolveReport } from "@/lib/reports/resolve-report";
import { resolveReportSchema } from "@/lib/reports/schemas";
import { idParams } from "@/lib/validations/common";

export const POST = route(
  {
    access: "operator",
    params: idParams,
    body: resolveReportSchema,
    response: resolvedReportAnswerSchema,
    summary: "Resolve a report with an action (none, hide, remove_review, warn, suspend) and a note",
  },
  async ({ params, body, user }) =>
    toResolvedReportDto(await resolveReport({ operator: user, reportId: params.id, input: body })),
);
