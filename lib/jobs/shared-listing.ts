import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { createSharedReads, oncePerProcess, sharedReadTtlMs } from "@/lib/cache/shared-reads";
import { toJobPage } from "./dto";
import { listJobs, type JobListInput } from "./list-jobs";

type JobPage = ReturnType<typeof toJobPage>;

/** One read of a listing with all that any viewer's answer needs and, once a visitor has asked, the visitors' page and its JSON. */
type SharedListing = { listing: Awaited<ReturnType<typeof listJobs>>; visitorPage?: JobPage; visitorBody?: string };

/** Listing pages as the API and the pages show them, each read shared by every caller for a while. */
export type SharedListings = {
  /** A page as the viewer sees it (null: a visitor, whose page is the same for all, made once per read). */
  jobPage(input: JobListInput, viewer: SessionUser | null): Promise<JobPage>;
  /** A visitor's page as GET /api/jobs's response body, serialized once per read rather than once per visitor. */
  visitorJson(input: JobListInput): Promise<string>;
};

/**
 * Market listing pages, each read shared by visitors and signed-in users for `ttlMs` (lib/cache/shared-reads.ts). A
 * user's own jobs (`mine`) are theirs alone, and always read afresh. `now` replaces the clocks in tests.
 */
export function createSharedListings({ ttlMs, now }: { ttlMs: number; now?: () => number }): SharedListings {
  const reads = createSharedReads<JobListInput, SharedListing>({
    ttlMs,
    // Each entry is one page (at most 50 jobs); the number of distinct listing pages read within 2 s is small.
    max: 1_000,
    key: (input) => JSON.stringify(input),
    read: async (input) => ({ listing: await listJobs(input) }),
    now,
  });
  const sharedListing = async (input: JobListInput, viewer: SessionUser | null): Promise<SharedListing> =>
    input.ownerId || input.providerId ? { listing: await listJobs(input) } : reads.get(input, viewer?.lastWriteAt);
  const visitorPage = (shared: SharedListing, input: JobListInput): JobPage =>
    (shared.visitorPage ??= toJobPage(shared.listing, null, input));

  return {
    async jobPage(input, viewer) {
      const shared = await sharedListing(input, viewer);
      return viewer ? toJobPage(shared.listing, viewer, input) : visitorPage(shared, input);
    },
    async visitorJson(input) {
      const shared = await sharedListing(input, null);
      return (shared.visitorBody ??= JSON.stringify(visitorPage(shared, input)));
    },
  };
}

/** This process's shared listings, for sharedReadTtlMs(). */
export const sharedListings: SharedListings = oncePerProcess("sharedListings", () =>
  createSharedListings({ ttlMs: sharedReadTtlMs() }),
);
