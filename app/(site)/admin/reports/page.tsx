import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ResolveReportForm } from "@/components/reports/resolve-report-form";
import { Badge } from "@/components/ui/badge";
import { getSessionUser } from "@/lib/auth/session";
import { listOpenReports } from "@/lib/reports/list-open-reports";
import { actionsFor, REPORT_REASONS, type ReportReason } from "@/lib/reports/schemas";

export const metadata: Metadata = { title: "Reports · Operator console", robots: { index: false } };

const PAGE_SIZE = 20;

const formatMoment = (date: Date) =>
  date.toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }) + " UTC";

/** The report queue: open reports, oldest first, each with what it reports and a form to resolve it. Operators only. */
export default async function AdminReportsPage({ searchParams }: { searchParams: Promise<{ page?: string }> }) {
  const user = await getSessionUser();
  if (!user?.operator) notFound();
  const page = Math.max(1, Number.parseInt((await searchParams).page ?? "1", 10) || 1);
  const { total, reports } = await listOpenReports({ limit: PAGE_SIZE, skip: (page - 1) * PAGE_SIZE });
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <main className="mx-auto grid w-full max-w-4xl flex-1 content-start gap-6 px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">Reports</h1>
      <p className="text-sm text-muted-foreground">
        {total === 0 ? "No open reports." : `${total} open, oldest first.`}
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
                    by {report.reporter.fullName} · {formatMoment(report.createdAt)}
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
      {pages > 1 && (
        <nav aria-label="Pages" className="flex gap-4 text-sm">
          {page > 1 && <Link href={`/admin/reports?page=${page - 1}`}>Previous page</Link>}
          {page < pages && <Link href={`/admin/reports?page=${page + 1}`}>Next page</Link>}
        </nav>
      )}
    </main>
  );
}
