import type { Metadata } from "next";
import Link from "next/link";
import { AdminPage, AdminSearch, adminPageOf, formatDay, Pager } from "@/components/admin/admin-parts";
import { ReasonAction } from "@/components/admin/reason-action";
import { Badge } from "@/components/ui/badge";
import { listJobsForOperator } from "@/lib/admin/browse";
import { requireOperator } from "@/lib/admin/require-operator";

export const metadata: Metadata = { title: "Jobs · Operator console", robots: { index: false } };

export default async function AdminJobsPage({
  searchParams,
}: {
  searchParams: Promise<{ page?: string; q?: string }>;
}) {
  await requireOperator();
  const { page, q, skip, limit } = adminPageOf(await searchParams);
  const { total, jobs } = await listJobsForOperator({ skip, limit, q });
  return (
    <AdminPage title="Jobs" current="/admin/jobs">
      <AdminSearch label="Search by title, place or owner" q={q} />
      {jobs.length === 0 ? (
        <p>No postings match.</p>
      ) : (
        <ul className="grid gap-2" aria-label="Postings">
          {jobs.map((job) => (
            <li
              key={job.id}
              className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border bg-card p-3 text-sm"
            >
              <span className="font-medium break-words">{job.title}</span>
              <Badge variant="outline">{job.status.replace("_", " ")}</Badge>
              {job.hiddenAt && <Badge variant="destructive">hidden</Badge>}
              <span className="text-muted-foreground">{job.location}</span>
              <Link href={`/admin/users/${job.owner.id}`} className="underline underline-offset-4">
                {job.owner.fullName}
              </Link>
              <span className="text-muted-foreground">{formatDay(job.createdAt)}</span>
              {!job.hiddenAt && (
                <span className="ml-auto">
                  <ReasonAction
                    kind="hide"
                    id={job.id}
                    label="Hide"
                    title={`Hide “${job.title}”?`}
                    description="It leaves every listing and map; an open posting is withdrawn. Its owner is told why."
                  />
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      <Pager path="/admin/jobs" page={page} total={total} q={q} />
    </AdminPage>
  );
}
