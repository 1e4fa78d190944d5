import { route } from "@/lib/http/route";
import { reportQueueSchema, toQueuedReportDto } from "@/lib/reports/dto";
import { listOpenReports } from "@/lib/reports/list-open-reports";
import { reportQueueQuerySchema } from "@/lib/reports/schemas";
import { pagination } from "@/lib/validations/common";

export const GET = route(
  {
    access: "operator",
    query: reportQueueQuerySchema,
    response: reportQueueSchema,
    summary: "The open reports, oldest first, each with what it reports",
  },
  async ({ query }) => {
    const { total, reports } = await listOpenReports(query);
    return {
      reports: reports.map(({ report, subject }) => toQueuedReportDto(report, subject)),
      pagination: pagination(total, query.limit, query.skip),
    };
  },
);
