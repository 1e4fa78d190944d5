import { claimEventText } from "@/components/jobs/claim-history";
import { QueryProvider } from "@/components/layout/query-provider";
import { pageNumber } from "@/components/provider/pager";
import { LoadError } from "@/components/ui/load-error";
import type { SessionUser } from "@/lib/auth/session-user";
import type { JobDto } from "@/lib/jobs/dto";
import { listClaimHistory } from "@/lib/jobs/list-claim-history";
import { logger } from "@/lib/log/logger";
import { JobGrid, OwnJobsSection, jobPage, ownJobs, type Params } from "./shared";

// The latest claims that ended without the work, under My Active Jobs.
const ENDED_CLAIMS_SHOWN = 5;

type ClaimEvents = Awaited<ReturnType<typeof listClaimHistory>>["events"];

/** Claims the provider released, or that lapsed (not started in time): they left My Active Jobs, and this says so. */
function EndedClaims({ events }: { events: ClaimEvents }) {
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

/** Homeowners' requests to this provider alone ('Book again', a favourite booked), waiting for their answer. */
function RequestsForYou({ jobs, user }: { jobs: JobDto[]; user: SessionUser }) {
  return (
    <section aria-labelledby="requests-title" className="grid gap-4">
      <h2 id="requests-title" className="text-xl font-semibold">
        Requests for you <span className="text-muted-foreground">({jobs.length})</span>
      </h2>
      <p className="text-sm text-muted-foreground">
        Only you see these. Accept one to take the job, or decline it so the homeowner can ask someone else.
      </p>
      <QueryProvider>
        <JobGrid jobs={jobs} viewer={user} />
      </QueryProvider>
    </section>
  );
}

/** My Active Jobs: SPEC §9's claimed jobs; started ones (in progress) are still active. Requests come first. */
export async function ActiveJobsTab({ params, user }: { params: Params; user: SessionUser }) {
  const page = pageNumber(params.page);
  let result: Awaited<ReturnType<typeof jobPage>>;
  let requests: Awaited<ReturnType<typeof jobPage>>;
  let ended: ClaimEvents;
  try {
    [result, requests, { events: ended }] = await Promise.all([
      jobPage(ownJobs(user, ["claimed", "in_progress"], page), user),
      jobPage(ownJobs(user, ["offered"], 1), user),
      listClaimHistory({ providerId: user.id, limit: ENDED_CLAIMS_SHOWN, skip: 0 }),
    ]);
  } catch (error) {
    logger.error({ err: error }, "Failed to load active jobs");
    return <LoadError message="Failed to load jobs. Please try again." />;
  }
  // Declined or lapsed ones wait for their owner, not for the provider.
  const waiting = requests.jobs.filter((job) => job.request?.answer === "pending");
  return (
    <>
      {waiting.length > 0 && <RequestsForYou jobs={waiting} user={user} />}
      <OwnJobsSection
        list="active"
        total={result.total}
        params={params}
        page={page}
        after={ended.length > 0 && <EndedClaims events={ended} />}
      >
        {/* Start and Complete (ActiveJobActions) are the page's only reads or changes that need the data layer at once. */}
        <QueryProvider>
          <JobGrid jobs={result.jobs} viewer={user} active />
        </QueryProvider>
      </OwnJobsSection>
    </>
  );
}
