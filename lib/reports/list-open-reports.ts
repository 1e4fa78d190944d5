import "server-only";
import { db } from "@/lib/db/client";
import { loadReportSubjects, subjectKey } from "./report-subjects";

/** The operators' queue: open reports, oldest first, a page at a time, each with what it reports. */
export async function listOpenReports({ limit, skip }: { limit: number; skip: number }) {
  const where = { status: "open" as const };
  const [total, reports] = await Promise.all([
    db.report.count({ where }),
    db.report.findMany({
      where,
      include: { reporter: { select: { id: true, fullName: true } } },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      take: limit,
      skip,
    }),
  ]);
  const subjects = await loadReportSubjects(reports);
  return { total, reports: reports.map((report) => ({ report, subject: subjects.get(subjectKey(report)) ?? null })) };
}
