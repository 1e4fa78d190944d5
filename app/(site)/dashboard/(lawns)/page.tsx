import type { Metadata } from "next";
import Link from "next/link";
import { JobCard } from "@/components/jobs/job-card";
import { FIRST_ROW, JobCardGrid } from "@/components/jobs/job-card-grid";
import { jobCardView } from "@/components/jobs/job-card-view";
import { STATUS_LABEL } from "@/components/jobs/format";
import { HomeownerOnly } from "@/components/lawns/homeowner-only";
import { LinkedJobDrawer } from "@/components/jobs/linked-job-drawer";
import { LawnActions } from "@/components/lawns/lawn-actions";
import { UnreadMessages, UnreadMessagesBadge } from "@/components/messages/unread-messages-badge";
import { LawnFacts } from "@/components/lawns/lawn-facts";
import { hrefWith } from "@/lib/url/href-with";
import { PostLawnAction } from "@/components/lawns/post-lawn-action";
import { clampPage, Pager, pageNumber } from "@/components/provider/pager";
import { cn } from "@/components/ui/cn";
import { LoadError } from "@/components/ui/load-error";
import { getSessionUser } from "@/lib/auth/session";
import type { SessionUser } from "@/lib/auth/session-user";
import { toJobDtos, type JobDto } from "@/lib/jobs/dto";
import { listJobs } from "@/lib/jobs/list-jobs";
import { JOB_STATUSES, lawnListQuerySchema, type LawnListQuery } from "@/lib/jobs/schemas";
import { QueryProvider } from "@/components/layout/query-provider";
import { PlansPanel } from "@/components/plans/plans-panel";
import { SavedCard } from "@/components/payments/saved-card";
import { stripePublishableKey } from "@/lib/payments/terms";
import { logger } from "@/lib/log/logger";

export const metadata: Metadata = { title: "My Lawns" };
// The session and the lawns are read per request.
export const dynamic = "force-dynamic";

// SPEC §9: the homeowner dashboard shows 20 lawns a page, with these status tabs.
const PAGE_SIZE = 20;
const STATUS_TABS = ["all", ...JOB_STATUSES] as const;
type StatusTab = LawnListQuery["status"];

const PATH = "/dashboard";

const hrefFor = (status: StatusTab, page = 1) =>
  hrefWith(PATH, {}, { status: status === "all" ? null : status, page: page > 1 ? String(page) : null });

const tabLabel = (status: StatusTab) => (status === "all" ? "All" : STATUS_LABEL[status]);

function StatusTabs({ current }: { current: StatusTab }) {
  return (
    <nav aria-label="Filter by status" className="grid grid-cols-3 gap-1 rounded-lg bg-muted p-1 sm:flex sm:w-fit">
      {STATUS_TABS.map((status) => (
        <Link
          key={status}
          href={hrefFor(status)}
          aria-current={status === current ? "page" : undefined}
          className={cn(
            "rounded-md px-3 py-2 text-center text-sm font-medium whitespace-nowrap outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
            status === current ? "bg-card text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
          )}
        >
          {tabLabel(status)}
        </Link>
      ))}
    </nav>
  );
}

async function MyLawns({ status, page, owner }: { status: StatusTab; page: number; owner: SessionUser }) {
  const skip = (page - 1) * PAGE_SIZE;
  let lawns: JobDto[];
  let total: number;
  try {
    const result = await listJobs({
      ownerId: owner.id,
      status: status === "all" ? undefined : status,
      sort: "created_at",
      limit: PAGE_SIZE,
      skip,
    });
    lawns = await toJobDtos(result.jobs, owner);
    total = result.total;
  } catch (error) {
    logger.error({ err: error }, "Failed to load your lawns");
    return <LoadError message="Failed to load your lawns" />;
  }
  // Lawns cancelled since the link was made: the last page instead.
  const pages = clampPage(page, total, PAGE_SIZE, (last) => hrefFor(status, last));

  if (total === 0) {
    return status === "all" ? (
      <div className="grid justify-items-center gap-4 rounded-xl border border-dashed p-10 text-center">
        <div className="grid gap-1">
          <p className="text-lg font-semibold">No lawns posted yet</p>
          <p className="text-sm text-muted-foreground">Post your lawn and local providers will send you quotes.</p>
        </div>
        <PostLawnAction label="Post Your First Lawn" />
      </div>
    ) : (
      <div className="grid justify-items-center gap-2 rounded-xl border border-dashed p-10 text-center">
        <p className="text-muted-foreground">No {tabLabel(status).toLowerCase()} lawns.</p>
        <Link href={hrefFor("all")} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          Show all lawns
        </Link>
      </div>
    );
  }
  return (
    <>
      <p className="text-sm text-muted-foreground" role="status">
        Showing {skip + 1}–{skip + lawns.length} of {total}
      </p>
      <UnreadMessages>
        <JobCardGrid>
          {lawns.map((lawn, index) => (
            <JobCard
              key={lawn.id}
              eager={index < FIRST_ROW}
              job={jobCardView(lawn, owner.id)}
              marker={<UnreadMessagesBadge jobId={lawn.id} />}
              actions={
                <>
                  <LawnFacts lawn={lawn} />
                  <LawnActions lawn={lawn} />
                </>
              }
            />
          ))}
        </JobCardGrid>
      </UnreadMessages>
      {pages > 1 && <Pager page={page} pages={pages} href={(next) => hrefFor(status, next)} />}
    </>
  );
}

/**
 * SPEC §2 'My Lawns': the homeowner's own lawns, rendered on the server from the URL (?status=&page=). Anyone else
 * sees 'Homeowner Access Only' and is sent on after 100 ms in the browser (HomeownerOnly).
 */
export default async function MyLawnsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await getSessionUser();
  const params = await searchParams;
  const parsedStatus = lawnListQuerySchema.shape.status.safeParse(params.status);
  const status: StatusTab = parsedStatus.success ? parsedStatus.data : "all";
  return (
    <QueryProvider>
      <main className="mx-auto grid w-full max-w-6xl flex-1 content-start gap-6 px-4 py-8 sm:px-6">
        {user?.role !== "homeowner" ? (
          <HomeownerOnly role={user ? user.role : null} />
        ) : (
          <>
            <div className="flex flex-wrap items-end justify-between gap-3">
              <div className="grid gap-1">
                <h1 className="text-3xl font-bold tracking-tight">My Lawns</h1>
                <p className="text-muted-foreground">Your postings, their bids and the providers caring for them.</p>
              </div>
              <PostLawnAction label="Post Lawn" />
            </div>
            {/* Card payment: the card charged after the work (nothing to show when homeowners pay directly). */}
            {stripePublishableKey() && <SavedCard />}
            {/* Hired recurring lawns: their plans and visits. */}
            <PlansPanel role="owner" />
            <StatusTabs current={status} />
            <MyLawns status={status} page={pageNumber(params.page)} owner={user} />
            {/* A notification's link (?job=) opens that lawn's drawer. */}
            <LinkedJobDrawer />
          </>
        )}
      </main>
    </QueryProvider>
  );
}
