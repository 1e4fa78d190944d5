import Link from "next/link";
import { AvailableHero } from "@/components/provider/available-hero";
import { isOffered, type FilterName } from "@/components/provider/filter-options";
import { JobFilters } from "@/components/provider/job-filters";
import { LazyJobsMapView } from "@/components/provider/lazy-jobs-map-view";
import { LocationFilter } from "@/components/provider/location-filter";
import { Pager, pageNumber } from "@/components/provider/pager";
import { ViewToggle } from "@/components/provider/view-toggle";
import { LoadError } from "@/components/ui/load-error";
import type { SessionUser } from "@/lib/auth/session-user";
import { AppError } from "@/lib/errors";
import { jobListInput, type JobListInput } from "@/lib/jobs/list-jobs";
import { DEFAULT_RADIUS_MILES } from "@/lib/jobs/radius";
import { jobListQuerySchema, type JobListQuery } from "@/lib/jobs/schemas";
import { logger } from "@/lib/log/logger";
import { EmptyState, JobGrid, PAGE_SIZE, dashboardHref, jobPage, pageHref, tabPages, type Params } from "./shared";

const FILTER_NAMES: FilterName[] = ["status", "price_type", "sort"];
// Where to look (LocationFilter): near=me or zip (a ZIP code or town), and radius in miles.
const LOCATION_NAMES = ["near", "zip", "radius"] as const;

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

const filterValues = (query: JobListQuery) => ({
  status: query.status,
  price_type: query.price_type,
  sort: query.sort,
});
/** The listing's defaults, as the API's schema has them: a filter at its default stays out of the URL. */
const FILTER_DEFAULTS = filterValues(jobListQuerySchema.parse({}));

/** Available Jobs: everyone's open work, with the filters and the location; a list or a map. */
export async function AvailableJobsTab({ params, user }: { params: Params; user: SessionUser | null }) {
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
    // A place the listing cannot centre on (an unknown ZIP code or town, near me without a saved address): the
    // filters stay, with the refusal at the location field, to change it there.
    if (error instanceof AppError && error.status < 500) {
      const message =
        error.code === "no_home_address" ? (
          <>
            {error.message}.{" "}
            <Link href="/profile?tab=addresses" className="font-medium underline">
              Add an address
            </Link>
          </>
        ) : (
          error.message
        );
      return (
        <div className="grid gap-4 sm:gap-6">
          <JobFilters values={filterValues(query)} defaults={FILTER_DEFAULTS} params={params} open>
            <LocationFilter
              params={params}
              signedIn={!!user}
              radius={query.radius ?? DEFAULT_RADIUS_MILES}
              error={message}
            />
          </JobFilters>
        </div>
      );
    }
    logger.error({ err: error }, "Failed to load jobs");
    return <LoadError message="Failed to load jobs. Please try again." />;
  }

  const { total } = result;
  const centre = input.near ? { latitude: input.near.latitude, longitude: input.near.longitude } : null;
  const pages = tabPages(params, page, total);
  const wantsMap = params.view === "map";
  return (
    <div className="grid gap-4 sm:gap-6">
      <AvailableHero count={openCount} visitor={!user} />
      <JobFilters values={filterValues(query)} defaults={FILTER_DEFAULTS} params={params}>
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
          listHref={dashboardHref(params, { view: null })}
          mapHref={dashboardHref(params, { view: "map" })}
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
