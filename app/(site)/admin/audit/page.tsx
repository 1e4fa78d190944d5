import type { Metadata } from "next";
import { AdminPage, AdminSearch, adminPageOf, Pager } from "@/components/admin/admin-parts";
import { Badge } from "@/components/ui/badge";
import { listAudit } from "@/lib/admin/list-audit";
import { requireOperator } from "@/lib/admin/require-operator";

export const metadata: Metadata = { title: "Audit log · Operator console", robots: { index: false } };

export default async function AdminAuditPage({
  searchParams,
}: {
  searchParams: Promise<{ page?: string; q?: string }>;
}) {
  await requireOperator();
  const { page, q, skip, limit } = adminPageOf(await searchParams);
  const { total, actions } = await listAudit({ skip, limit, q });
  return (
    <AdminPage title="Audit log" current="/admin/audit">
      <AdminSearch label="Search by action, reason, operator or id" q={q} />
      {actions.length === 0 ? (
        <p>No operator actions match.</p>
      ) : (
        <ol className="grid gap-2" aria-label="Operator actions, newest first">
          {actions.map((entry) => (
            <li key={entry.id} className="grid gap-1 rounded-lg border bg-card p-3 text-sm">
              <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <Badge>{entry.action.replace("_", " ")}</Badge>
                <span>
                  {entry.subjectType} <span className="font-mono text-xs break-all">{entry.subjectId}</span>
                </span>
              </p>
              <p className="break-words">“{entry.reason}”</p>
              <p className="text-muted-foreground">
                {entry.operator.fullName} ·{" "}
                <time dateTime={entry.at.toISOString()}>
                  {entry.at.toISOString().replace("T", " ").slice(0, 16)} UTC
                </time>
              </p>
            </li>
          ))}
        </ol>
      )}
      <Pager path="/admin/audit" page={page} total={total} q={q} />
    </AdminPage>
  );
}
