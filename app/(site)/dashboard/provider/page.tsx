import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { Search, UserRound } from "lucide-react";
import { cardJob } from "@/components/jobs/card-job";
import { claimEventText } from "@/components/jobs/claim-history";
import { JobActions } from "@/components/jobs/job-actions";
import { LinkedJobDrawer } from "@/components/jobs/linked-job-drawer";
import { UnreadMessages, UnreadMessagesBadge } from "@/components/messages/unread-messages-badge";
import { JobCard } from "@/components/jobs/job-card";
import { FIRST_ROW, JobCardGrid } from "@/components/jobs/job-card-grid";
import { jobCardView } from "@/components/jobs/job-card-view";
import { ActiveJobActions } from "@/components/provider/active-job-actions";
import { AvailableHero } from "@/components/provider/available-hero";
import { EarningsPanel } from "@/components/provider/earnings-panel";
import { isOffered, type FilterName } from "@/components/provider/filter-options";
import { JobFilters } from "@/components/provider/job-filters";
import { LazyJobsMapView } from "@/components/provider/lazy-jobs-map-view";
import { LocationFilter } from "@/components/provider/location-filter";
import { OnboardingPrompt } from "@/components/provider/onboarding-prompt";
import { Pager, pageNumber } from "@/components/provider/pager";
import { ViewToggle } from "@/components/provider/view-toggle";
import { ButtonLink } from "@/components/ui/button-link";
import { LinkPending } from "@/components/ui/link-pending";
import { cn } from "@/components/ui/cn";
import { LoadError } from "@/components/ui/load-error";
import { getSessionUser } from "@/lib/auth/session";
import { providerSetupPending } from "@/lib/providers/setup-pending";
import type { SessionUser } from "@/lib/auth/session-user";
import type { JobDto } from "@/lib/jobs/dto";
import { getEarnings } from "@/lib/jobs/get-earnings";
import { listClaimHistory } from "@/lib/jobs/list-claim-history";
import { jobListInput, type JobListInput } from "@/lib/jobs/list-jobs";
import { sharedListings } from "@/lib/jobs/shared-listing";
import { DEFAULT_RADIUS_MILES } from "@/lib/jobs/radius";
import { jobListQuerySchema, type JobListQuery } from "@/lib/jobs/schemas";
import { AppError } from "@/lib/errors";
import { QueryProvider } from "@/components/layout/query-provider";

export const metadata: Metadata = { title: "Provider Dashboard" };
// Jobs and the session are read per request.
export const dynamic = "force-dynamic";

// SPEC §9: the provider page shows 12 jobs a page.
const PAGE_SIZE = 12;
// SPEC §2: everyone sees Available Jobs; only providers see the other three.
const TABS = [
  { id: "available", label: "Available Jobs" },
  { id: "active", label: "My Active Jobs" },
  { id: "completed", label: "Completed" },
  { id: "earnings", label: "Earnings" },
] as const;
type TabId = (typeof TABS)[number]["id"];
type Params = Record<string, string>;

const PATH = "/dashboard/provider";

const FILTER_NAMES: FilterName[] = ["status", "price_type", "sort"];
// Where to look (LocationFilter): near=me or zip=NNNNN, and radius in miles.
const LOCATION_NAMES = ["near", "zip", "radius"] as const;

function hrefWith(params: Params, changes: Record<string, string | null>) {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  const query = next.toString();
  return query ? `${PATH}?${query}` : PATH;
}

const pageHref = (params: Params) => (page: number) => hrefWith(params, { page: page === 1 ? null : String(page) });

/** The Available Jobs query from the URL, validated with the API's own schema; `understood` is false when a filter was reset. */
function availableQuery(params: Params, page: number): { query: JobListQuery; understood: boolean } {
  const filters = Object.fromEntries(
    [...FILTER_NAMES, ...LOCATION_NAMES].flatMap((name) => (params[name] === undefined ? [] : [[name, params[name]]])),
  );
  const paging = { limit: String(PAGE_SIZE), skip: String((page - 1) * PAGE_SIZE) };
  const parsed = jobListQuerySchema.safeParse({ ...filters, ...paging });
  if (parsed.success && FILTER_NAMES.every((name) => isOffered(name, parsed.data[name])))
    return { query: parsed.data, understood: true };
  return { query: jobListQuerySchema.parse(paging), understood: false };
}

/** An empty tab; the provider's own tabs lead on to the work there is (an empty tab offers the next action). */
function EmptyState({ children, browse = false }: { children: ReactNode; browse?: boolean }) {
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

function JobGrid({ jobs, viewer, active = false }: { jobs: JobDto[]; viewer: SessionUser | null; active?: boolean }) {
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

/** A page of jobs as the dashboard shows them. */
async function jobPage(input: JobListInput, user: SessionUser | null) {
  const { jobs, pagination } = await sharedListings.jobPage(input, user);
  return { jobs, total: pagination.total };
}

async function AvailableJobsTab({ params, user }: { params: Params; user: SessionUser | null }) {
  const page = pageNumber(params.page);
  const { query, understood } = availableQuery(params, page);
  let result: Awaited<ReturnType<typeof jobPage>>;
  let openCount: number;
  let input: JobListInput;
  try {
    input = await jobListInput(query, user);
    // The banner counts the open jobs of the chosen price type; with the default filters that is the list's own total.
    const [list, open] = await Promise.all([
      jobPage(input, user),
      query.status === "open" ? null : jobPage({ ...input, status: "open", limit: 1, skip: 0 }, user),
    ]);
    result = list;
    openCount = open ? open.total : list.total;
  } catch (error) {
    // Near me without a saved address (or signed out): say what to do, keeping the filters to change it.
    if (error instanceof AppError && error.status < 500) {
      return (
        <div className="grid gap-4 sm:gap-6">
          <LocationFilter params={params} signedIn={!!user} radius={query.radius ?? DEFAULT_RADIUS_MILES} />
          <p role="alert" className="rounded-lg border bg-accent px-4 py-3 text-sm text-accent-foreground">
            {error.message}.{" "}
            <Link href="/profile?tab=addresses" className="font-medium underline">
              Add an address
            </Link>
          </p>
        </div>
      );
    }
    console.error("Failed to load jobs", error);
    return <LoadError message="Failed to load jobs. Please try again." />;
  }

  const { total } = result;
  const centre = input.near ? { latitude: input.near.latitude, longitude: input.near.longitude } : null;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  // A page past the end (the list shrank since the link was made): the last page instead.
  if (page > pages) redirect(pageHref(params)(pages));
  const wantsMap = params.view === "map";
  return (
    <div className="grid gap-4 sm:gap-6">
      <AvailableHero count={openCount} visitor={!user} />
      <JobFilters values={{ status: query.status, price_type: query.price_type, sort: query.sort }} params={params}>
        <LocationFilter params={params} signedIn={!!user} radius={input.near?.radiusMiles ?? DEFAULT_RADIUS_MILES} />
      </JobFilters>
      {!understood && (
        <p role="status" className="text-sm text-muted-foreground">
          Some filters in the link were not recognised, so the defaults are shown.
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" role="status">
          {total === 0 ? "No jobs" : `Showing ${query.skip + 1}–${query.skip + result.jobs.length} of ${total}`}
        </p>
        <ViewToggle
          listHref={hrefWith(params, { view: null })}
          mapHref={hrefWith(params, { view: "map" })}
          view={wantsMap ? "map" : "list"}
        />
      </div>
      {wantsMap ? (
        <LazyJobsMapView jobs={result.jobs} centre={centre} viewerId={user?.id ?? null} />
      ) : result.jobs.length === 0 ? (
        <EmptyState>No jobs available matching your filters.</EmptyState>
      ) : (
        <JobGrid jobs={result.jobs} viewer={user} />
      )}
      {total > 0 && <Pager page={page} pages={pages} href={pageHref(params)} />}
    </div>
  );
}

// The latest claims that ended without the work, under My Active Jobs.
const ENDED_CLAIMS_SHOWN = 5;

/** Claims the provider released, or that lapsed (not started in time): they left My Active Jobs, and this says so. */
function EndedClaims({ events }: { events: Awaited<ReturnType<typeof listClaimHistory>>["events"] }) {
  return (
    <section aria-labelledby="ended-claims-title" className="grid gap-2 rounded-xl border bg-muted/40 p-4 text-sm">
      <h3 id="ended-claims-title" className="font-semibold">
        Ended claims
      </h3>
      <ul className="grid gap-1 text-muted-foreground">
        {events.map((event) => (
          <li key={event.id}>
            <span className="font-medium text-foreground">{event.job.title}</span>:{" "}
            {claimEventText(
              { kind: event.kind, provider_id: event.providerId, provider_name: "", at: event.createdAt.toISOString() },
              event.providerId,
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

async function ActiveJobsTab({ params, user }: { params: Params; user: SessionUser }) {
  const page = pageNumber(params.page);
  let result: Awaited<ReturnType<typeof jobPage>>;
  let ended: Awaited<ReturnType<typeof listClaimHistory>>["events"];
  try {
    // SPEC §9: the active tab is the provider's claimed jobs; started ones (in progress) are still active.
    [result, { events: ended }] = await Promise.all([
      jobPage(
        {
          providerId: user.id,
          status: ["claimed", "in_progress"],
          sort: "created_at",
          limit: PAGE_SIZE,
          skip: (page - 1) * PAGE_SIZE,
        },
        user,
      ),
      listClaimHistory({ providerId: user.id, limit: ENDED_CLAIMS_SHOWN, skip: 0 }),
    ]);
  } catch (error) {
    console.error("Failed to load active jobs", error);
    return <LoadError message="Failed to load jobs. Please try again." />;
  }
  const { total } = result;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (page > pages) redirect(pageHref(params)(pages));
  return (
    <section aria-labelledby="active-title" className="grid gap-4">
      <h2 id="active-title" className="text-xl font-semibold">
        My Active Jobs {total > 0 && <span className="text-muted-foreground">({total})</span>}
      </h2>
      {total === 0 ? (
        <EmptyState browse>You have no active jobs at the moment.</EmptyState>
      ) : (
        // Start and Complete (ActiveJobActions) are the page's only reads or changes that need the data layer at once.
        <QueryProvider>
          <JobGrid jobs={result.jobs} viewer={user} active />
        </QueryProvider>
      )}
      {total > 0 && <Pager page={page} pages={pages} href={pageHref(params)} />}
      {ended.length > 0 && <EndedClaims events={ended} />}
    </section>
  );
}

async function CompletedJobsTab({ params, user }: { params: Params; user: SessionUser }) {
  const page = pageNumber(params.page);
  let result: Awaited<ReturnType<typeof jobPage>>;
  try {
    result = await jobPage(
      { providerId: user.id, status: "completed", sort: "created_at", limit: PAGE_SIZE, skip: (page - 1) * PAGE_SIZE },
      user,
    );
  } catch (error) {
    console.error("Failed to load completed jobs", error);
    return <LoadError message="Failed to load jobs. Please try again." />;
  }
  const { total } = result;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (page > pages) redirect(pageHref(params)(pages));
  return (
    <section aria-labelledby="completed-title" className="grid gap-4">
      <h2 id="completed-title" className="text-xl font-semibold">
        Completed {total > 0 && <span className="text-muted-foreground">({total})</span>}
      </h2>
      {total === 0 ? (
        <EmptyState browse>You haven&apos;t completed any jobs yet.</EmptyState>
      ) : (
        <JobGrid jobs={result.jobs} viewer={user} />
      )}
      {total > 0 && <Pager page={page} pages={pages} href={pageHref(params)} />}
    </section>
  );
}

async function EarningsTab({ user }: { user: SessionUser }) {
  let earnings: Awaited<ReturnType<typeof getEarnings>>;
  try {
    earnings = await getEarnings(user.id);
  } catch (error) {
    console.error("Failed to load earnings", error);
    return <LoadError message="Failed to load earnings. Please try again." />;
  }
  return <EarningsPanel earnings={earnings} />;
}

/** Whether a provider has still to complete onboarding (their dashboard then says so). */
async function setupPending(userId: string) {
  try {
    return await providerSetupPending(userId);
  } catch (error) {
    // The prompt is a hint: the dashboard works without it.
    console.error("Failed to read the provider profile", error);
    return false;
  }
}

/** The onboarding prompt while it is pending: its own component, so its read runs beside the tab's, not before it. */
async function SetupPrompt({ userId }: { userId: string }) {
  return (await setupPending(userId)) ? <OnboardingPrompt /> : null;
}

export default async function ProviderDashboardPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  // A repeated parameter counts once (its first value).
  const params: Params = Object.fromEntries(
    Object.entries(await searchParams).flatMap(([key, value]) => {
      const first = Array.isArray(value) ? value[0] : value;
      return first === undefined ? [] : [[key, first]];
    }),
  );
  const user = await getSessionUser();
  const isProvider = user?.role === "provider";
  const tabs = isProvider ? TABS : TABS.slice(0, 1);
  const tab: TabId = tabs.find((candidate) => candidate.id === params.tab)?.id ?? "available";
  // No QueryProvider around the page: what reads data in the browser (the unread marks, a linked job's drawer, the
  // cards' drawers) brings its own with its code, loaded after the page or on demand, so a phone starts it without.
  return (
    <main className="mx-auto grid w-full max-w-6xl flex-1 content-start gap-4 px-4 py-6 sm:gap-6 sm:px-6 sm:py-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
            {isProvider ? "Provider Dashboard" : "Available Jobs"}
          </h1>
          <p className="text-muted-foreground">
            {isProvider
              ? "Find work nearby, run your jobs and follow your earnings."
              : "Lawn care jobs posted by homeowners near you."}
          </p>
        </div>
        {isProvider && (
          // Not prefetched: the profile has no loading state to fetch ahead, and a prefetch is work while a phone
          // starts the page.
          <ButtonLink href={`/providers/${user.id}`} prefetch={false} variant="outline">
            <UserRound aria-hidden />
            View my public profile
          </ButtonLink>
        )}
      </div>
      {isProvider && <SetupPrompt userId={user.id} />}
      {tabs.length > 1 && (
        <nav
          aria-label="Dashboard sections"
          className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1 sm:flex sm:w-fit"
        >
          {tabs.map(({ id, label }) => (
            <Link
              key={id}
              href={id === "available" ? PATH : `${PATH}?tab=${id}`}
              // Nothing to fetch ahead: a tab has no loading state and its jobs come with it. On a phone each prefetch is
              // work done while the page starts.
              prefetch={false}
              aria-current={tab === id ? "page" : undefined}
              className={cn(
                "flex items-center justify-center gap-1.5 rounded-md px-4 py-2 text-center text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
                tab === id ? "bg-card text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
              )}
            >
              {label}
              <LinkPending />
            </Link>
          ))}
        </nav>
      )}
      {tab === "available" && <AvailableJobsTab params={params} user={user} />}
      {tab === "active" && user && <ActiveJobsTab params={params} user={user} />}
      {tab === "completed" && user && <CompletedJobsTab params={params} user={user} />}
      {tab === "earnings" && user && <EarningsTab user={user} />}
      {/* A notification's link (?job=) opens that job's drawer. */}
      <LinkedJobDrawer />
    </main>
  );
}
