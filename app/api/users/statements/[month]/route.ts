import { route } from "@/lib/http/route";
import { statementParams } from "@/lib/payments/schemas";
import { statementCsv, statementPdf } from "@/lib/payments/statement";

export const GET = route(
  {
    access: "provider",
    roleMessage: "Only providers have statements",
    params: statementParams,
    response: null,
    file: ["application/pdf", "text/csv"],
    summary: "Your monthly statement of payments, fees and payouts: /api/users/statements/2026-11.pdf (or .csv)",
  },
  async ({ params, user }) => {
    const { year, month, format } = params.month;
    const name = `lawnlink-statement-${year}-${String(month).padStart(2, "0")}.${format}`;
    const body =
      format === "pdf"
        ? new Uint8Array(await statementPdf(user.id, year, month))
        : await statementCsv(user.id, year, month);
    return new Response(body, {
      headers: {
        "content-type": format === "pdf" ? "application/pdf" : "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="${name}"`,
        "cache-control": "private, no-store",
      },
    });
  },
);
