import { json, route } from "@/lib/http/route";
import { createReport } from "@/lib/reports/create-report";
import { reportAnswerSchema, toReportDto } from "@/lib/reports/dto";
import { reportInputSchema } from "@/lib/reports/schemas";

export const POST = route(
  {
    access: "user",
    body: reportInputSchema,
    rateLimit: "report",
    response: reportAnswerSchema,
    status: 201,
    summary: "Report a job, message, review or user to LawnLink's team",
  },
  async ({ user, body }) => json({ report: toReportDto(await createReport({ reporter: user, input: body })) }, 201),
);
