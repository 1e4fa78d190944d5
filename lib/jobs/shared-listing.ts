import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { separatedFrom } from "@/lib/blocks/separation";
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

  // A viewer whom blocks separate from some owners reads the listing without those owners' jobs: a read keyed by the
  // owners left out, so every other viewer still shares the one read, and the page and its count stay whole.
  const forViewer = async (input: JobListInput, viewer: SessionUser | null): Promise<JobListInput> => {
    if (!viewer || input.ownerId || input.providerId) return input;
    const excludeOwnerIds = await separatedFrom(viewer);
    return excludeOwnerIds.length ? { ...input, excludeOwnerIds } : input;
  };

  return {
    async jobPage(asked, viewer) {
      const input = await forViewer(asked, viewer);
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
