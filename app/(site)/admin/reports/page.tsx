import type { Metadata } from "next";
import Link from "next/link";
import { AdminPage, adminPageOf, formatDay, Pager } from "@/components/admin/admin-parts";
import { ResolveReportForm } from "@/components/reports/resolve-report-form";
import { Badge } from "@/components/ui/badge";
import { requireOperator } from "@/lib/admin/require-operator";
import { listOpenReports } from "@/lib/reports/list-open-reports";
import { actionsFor, REPORT_REASONS, type ReportReason } from "@/lib/reports/schemas";

export const metadata: Metadata = { title: "Reports · Operator console", robots: { index: false } };

/** The report queue: open reports, oldest first, each with what it reports and a form to resolve it. Operators only. */
export default async function AdminReportsPage({ searchParams }: { searchParams: Promise<{ page?: string }> }) {
  await requireOperator();
  const { page, skip, limit } = adminPageOf(await searchParams);
  const { total, reports } = await listOpenReports({ limit, skip });
  return (
    <AdminPage title="Reports" current="/admin/reports">
      <p className="text-sm text-muted-foreground">
        {total === 0 ? "No open reports." : `${total.toLocaleString("en-US")} open, oldest first.`}
      </p>
      {reports.length > 0 && (
        <ol className="grid gap-4" aria-label="Open reports">
          {reports.map(({ report, subject }) => (
            <li key={report.id}>
              <article
                aria-label={`Report of a ${report.subjectType} by ${report.reporter.fullName}`}
                className="grid gap-3 rounded-lg border bg-card p-4 text-sm"
              >
                <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <Badge variant="secondary">{REPORT_REASONS[report.reason as ReportReason]}</Badge>
                  <span className="font-medium">{report.subjectType}</span>
                  <span className="text-muted-foreground">
                    by {report.reporter.fullName} · {formatDay(report.createdAt)}
                  </span>
                </p>
                {report.note && <p className="break-words whitespace-pre-line">“{report.note}”</p>}
                {subject ? (
                  <div className="grid gap-1 rounded-md bg-muted p-3">
                    <p className="font-medium break-words">
                      {subject.title} {subject.actedOn && <Badge variant="outline">already acted on</Badge>}
                    </p>
                    {subject.text && <p className="break-words whitespace-pre-line">{subject.text}</p>}
                    <p className="text-xs text-muted-foreground">
                      Concerns {subject.concernedUser.fullName}
                      {subject.jobId && (
                        <>
                          {" · "}
                          <Link href={`/jobs/${subject.jobId}`} className="underline-offset-4 hover:underline">
                            Job page
                          </Link>
                        </>
                      )}
                    </p>
                  </div>
                ) : (
                  <p className="text-muted-foreground">The reported {report.subjectType} no longer exists.</p>
                )}
                <ResolveReportForm id={report.id} actions={subject ? actionsFor(report.subjectType) : ["none"]} />
              </article>
            </li>
          ))}
        </ol>
      )}
      <Pager path="/admin/reports" page={page} total={total} />
    </AdminPage>
  );
}
