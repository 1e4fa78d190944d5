import type { Metadata } from "next";
import Link from "next/link";
import { JobActions } from "@/components/jobs/job-actions";
import { JobCard, jobCardView } from "@/components/jobs/job-card";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { ActiveJobActions } from "@/components/provider/active-job-actions";
import { EarningsPanel } from "@/components/provider/earnings-panel";
import { JobFilters } from "@/components/provider/job-filters";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { getSessionUser } from "@/lib/auth/session";
import type { SessionUser } from "@/lib/auth/session-user";
import type { JobDto } from "@/lib/jobs/dto";
import { getEarnings } from "@/lib/jobs/get-earnings";
import { listJobs } from "@/lib/jobs/list-jobs";
import { jobListQuerySchema } from "@/lib/jobs/schemas";

export const metadata: Metadata = { title: "Provider Dashboard" };
export const dynamic = "force-dynamic";

// SPEC §9: the provider page shows 12 jobs a page.
const PAGE_SIZE = 12;
const TABS = [
  { id: "available", label: "Available Jobs" },
  { id: "active", label: "My Active Jobs" },
  { id: "completed", label: "Completed" },
  { id: "earnings", label: "Earnings" },
] as const;
type TabId = (typeof TABS)[number]["id"];

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

function JobGrid({ jobs, empty, active = false }: { jobs: JobDto[]; empty: string; active?: boolean }) {
  if (jobs.length === 0) return <p className="rounded-lg border border-dashed p-10 text-center text-muted-foreground">{empty}</p>;
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {jobs.map((job) => (
        <JobCard
          key={job.id}
          job={jobCardView(job)}
          actions={
            <>
              <JobActions job={job} />
              {active && <ActiveJobActions job={job} />}
            </>
          }
        />
      ))}
    </div>
  );
}

async function AvailableTab({ params, user }: { params: Record<string, string>; user: SessionUser | null }) {
  const page = Math.max(1, Number.parseInt(params.page ?? "1", 10) || 1);
  const parsed = jobListQuerySchema.safeParse({ ...params, limit: String(PAGE_SIZE), skip: String((page - 1) * PAGE_SIZE), mine: "false" });
  const query = parsed.success ? parsed.data : jobListQuerySchema.parse({ limit: String(PAGE_SIZE) });
  const [{ jobs, pagination }, open] = await Promise.all([
    listJobs(query, user),
    listJobs(jobListQuerySchema.parse({ limit: "1" }), user),
  ]);
  const pages = Math.max(1, Math.ceil(pagination.total / PAGE_SIZE));
  const pageHref = (n: number) => `?${new URLSearchParams({ ...params, tab: "available", page: String(n) })}`;
  return (
    <div className="grid gap-6">
      <section className="grid gap-3 rounded-xl bg-primary p-6 text-primary-foreground sm:grid-cols-[1fr_auto] sm:items-center">
        <div>
          <p className="text-3xl font-bold">{open.pagination.total} available jobs</p>
          <p>Avg. $45-75 per job</p>
        </div>
        {!user && (
          <Button asChild variant="secondary">
            <Link href="/provider-onboarding">Become a Provider</Link>
          </Button>
        )}
      </section>
      <JobFilters query={query} />
      {!parsed.success && <p role="alert">Some filters were not understood and were reset.</p>}
      <JobGrid jobs={jobs} empty="No jobs available matching your filters." />
      <nav aria-label="Pages" className="flex items-center justify-center gap-3">
        {page > 1 ? (
          <Button asChild variant="outline"><Link href={pageHref(page - 1)}>Previous</Link></Button>
        ) : (
          <Button variant="outline" disabled>Previous</Button>
        )}
        <span className="text-sm text-muted-foreground">Page {page} of {pages}</span>
        {pagination.hasMore ? (
          <Button asChild variant="outline"><Link href={pageHref(page + 1)}>Next</Link></Button>
        ) : (
          <Button variant="outline" disabled>Next</Button>
        )}
      </nav>
    </div>
  );
}

async function MyJobsTab({ user, statuses, empty }: { user: SessionUser; statuses: ("claimed" | "in_progress" | "completed")[]; empty: string }) {
  const lists = await Promise.all(statuses.map((status) => listJobs(jobListQuerySchema.parse({ mine: "true", status, limit: "100" }), user)));
  return <JobGrid jobs={lists.flatMap((list) => list.jobs)} empty={empty} active={!statuses.includes("completed")} />;
}

export default async function ProviderDashboardPage({ searchParams }: { searchParams: SearchParams }) {
  const raw = await searchParams;
  const params = Object.fromEntries(Object.entries(raw).flatMap(([key, value]) => (typeof value === "string" ? [[key, value]] : [])));
  const user = await getSessionUser();
  const isProvider = user?.role === "provider";
  const tabs = isProvider ? TABS : TABS.slice(0, 1);
  const tab: TabId = tabs.some((t) => t.id === params.tab) ? (params.tab as TabId) : "available";
  return (
    <>
      <SiteHeader />
      <main className="mx-auto grid w-full max-w-6xl flex-1 content-start gap-6 px-4 py-8 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight">{isProvider ? "Provider Dashboard" : "Available Jobs"}</h1>
        {tabs.length > 1 && (
          <nav aria-label="Dashboard sections" className="flex flex-wrap gap-1 rounded-lg bg-muted p-1">
            {tabs.map((t) => (
              <Link
                key={t.id}
                href={`?tab=${t.id}`}
                aria-current={tab === t.id ? "page" : undefined}
                className={cn("rounded-md px-3 py-1.5 text-sm font-medium", tab === t.id ? "bg-background shadow" : "text-muted-foreground hover:text-foreground")}
              >
                {t.label}
              </Link>
            ))}
          </nav>
        )}
        {tab === "available" && <AvailableTab params={params} user={user} />}
        {tab === "active" && user && <MyJobsTab user={user} statuses={["claimed", "in_progress"]} empty="You have no active jobs at the moment." />}
        {tab === "completed" && user && <MyJobsTab user={user} statuses={["completed"]} empty="You haven't completed any jobs yet." />}
        {tab === "earnings" && user && <EarningsPanel earnings={await getEarnings(user.id)} />}
      </main>
      <SiteFooter />
    </>
  );
}
