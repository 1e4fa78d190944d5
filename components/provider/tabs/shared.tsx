import type { ReactNode } from "react";
import { Search } from "lucide-react";
import { cardJob } from "@/components/jobs/card-job";
import { JobActions } from "@/components/jobs/job-actions";
import { JobCard } from "@/components/jobs/job-card";
import { FIRST_ROW, JobCardGrid } from "@/components/jobs/job-card-grid";
import { jobCardView } from "@/components/jobs/job-card-view";
import { UnreadMessages, UnreadMessagesBadge } from "@/components/messages/unread-messages-badge";
import { ActiveJobActions } from "@/components/provider/active-job-actions";
import { clampPage, Pager } from "@/components/provider/pager";
import { ButtonLink } from "@/components/ui/button-link";
import type { SessionUser } from "@/lib/auth/session-user";
import type { JobDto } from "@/lib/jobs/dto";
import type { JobListInput } from "@/lib/jobs/list-jobs";
import { sharedListings } from "@/lib/jobs/shared-listing";
import { hrefWith } from "@/lib/url/href-with";

/** The provider dashboard's search params (a repeated one counts once). */
export type Params = Record<string, string>;

export const PATH = "/dashboard/provider";
// SPEC §9: the provider page shows 12 jobs a page.
export const PAGE_SIZE = 12;

export const dashboardHref = (params: Params, changes: Record<string, string | null>) =>
  hrefWith(PATH, params, changes);

export const pageHref = (params: Params) => (page: number) =>
  dashboardHref(params, { page: page === 1 ? null : String(page) });

/** A page of jobs as the dashboard shows them. */
export async function jobPage(input: JobListInput, user: SessionUser | null) {
  const { jobs, pagination } = await sharedListings.jobPage(input, user);
  return { jobs, total: pagination.total };
}

/** The number of pages of a tab's list; a page past the end (the list shrank since the link) goes to the last. */
export const tabPages = (params: Params, page: number, total: number) =>
  clampPage(page, total, PAGE_SIZE, pageHref(params));

/** The listing input of a tab's page: the provider's own jobs of these statuses, newest first. */
export const ownJobs = (user: SessionUser, status: JobListInput["status"], page: number): JobListInput => ({
  providerId: user.id,
  status,
  sort: "created_at",
  limit: PAGE_SIZE,
  skip: (page - 1) * PAGE_SIZE,
});

/** An empty tab; the provider's own tabs lead on to the work there is (an empty tab offers the next action). */
export function EmptyState({ children, browse = false }: { children: ReactNode; browse?: boolean }) {
  return (
    <div className="grid justify-items-center gap-3 rounded-xl border border-dashed p-10 text-center">
      <p className="text-muted-foreground">{children}</p>
      {browse && (
        <ButtonLink href={PATH} variant="outline">
          <Search aria-hidden />
          Browse available jobs
        </ButtonLink>
      )}
    </div>
  );
}

export function JobGrid({
  jobs,
  viewer,
  active = false,
}: {
  jobs: JobDto[];
  viewer: SessionUser | null;
  active?: boolean;
}) {
  const grid = (
    <JobCardGrid>
      {jobs.map((job, index) => {
        // One object for both, so the page's payload carries it once.
        const buttonsJob = cardJob(job);
        return (
          <JobCard
            key={job.id}
            eager={index < FIRST_ROW}
            job={jobCardView(job, viewer?.id ?? null)}
            marker={viewer && <UnreadMessagesBadge jobId={job.id} />}
            actions={
              <>
                <JobActions job={buttonsJob} />
                {active && <ActiveJobActions job={buttonsJob} />}
              </>
            }
          />
        );
      })}
    </JobCardGrid>
  );
  return viewer ? <UnreadMessages>{grid}</UnreadMessages> : grid;
}

// The provider's own lists: their headings and what an empty one says.
const OWN_LISTS = {
  active: { title: "My Active Jobs", empty: "You have no active jobs at the moment." },
  completed: { title: "Completed", empty: "You haven't completed any jobs yet." },
} as const;

/** One of the provider's own lists (My Active Jobs, Completed): its heading with the count, the jobs, the pager. */
export function OwnJobsSection({
  list,
  total,
  params,
  page,
  children,
  after,
}: {
  list: keyof typeof OWN_LISTS;
  total: number;
  params: Params;
  page: number;
  /** The jobs, shown unless there are none. */
  children: ReactNode;
  after?: ReactNode;
}) {
  const pages = tabPages(params, page, total);
  const { title, empty } = OWN_LISTS[list];
  return (
    <section aria-labelledby={`${list}-title`} className="grid gap-4">
      <h2 id={`${list}-title`} className="text-xl font-semibold">
        {title} {total > 0 && <span className="text-muted-foreground">({total})</span>}
      </h2>
      {total === 0 ? <EmptyState browse>{empty}</EmptyState> : children}
      {total > 0 && <Pager page={page} pages={pages} href={pageHref(params)} />}
      {after}
    </section>
  );
}
