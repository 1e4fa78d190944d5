import "server-only";
import { LRUCache } from "lru-cache";
import type { SessionUser } from "@/lib/auth/session-user";
import { readSeesOwnWrites } from "@/lib/users/last-write";
import { toJobPage } from "./dto";
import { listJobs, type JobListInput } from "./list-jobs";

type JobPage = ReturnType<typeof toJobPage>;

/**
 * How long an instance may reuse a listing's read (ms): PUBLIC_LISTING_CACHE_MS, at most 5,000 (a change such as a
 * posting or a claim must reach everyone on every instance within 5 s, docs/performance.md), 0 to read every time;
 * 2,000 when unset, leaving room for a slow read.
 */
export function publicListingTtlMs(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.PUBLIC_LISTING_CACHE_MS ?? "2000");
  return Number.isInteger(value) && value >= 0 ? Math.min(value, 5_000) : 2_000;
}

/**
 * One read of a listing, as every caller shares it: the jobs with all that any viewer's answer needs, when the read
 * began (ms since the epoch, by this instance's clock), and, once a visitor has asked, the visitors' page and its JSON.
 */
type SharedListing = { listing: Awaited<ReturnType<typeof listJobs>>; readAt: number; visitorPage?: JobPage; visitorBody?: string };

/** Listing pages as the API and the pages show them, each read shared by every caller for a while. */
export type SharedListings = {
  /** A page as the viewer sees it (null: a visitor, whose page is the same for all, made once per read). */
  jobPage(input: JobListInput, viewer: SessionUser | null): Promise<JobPage>;
  /** A visitor's page as GET /api/jobs's response body, serialized once per read rather than once per visitor. */
  visitorJson(input: JobListInput): Promise<string>;
};

/**
 * Everyone shares one read of a listing page for `ttlMs`, except that a signed-in user who has just changed something
 * gets a read that shows it: the shared one if it began after their last write had settled (lib/users/last-write.ts),
 * else a new one, shared from then on. A user's own jobs (`mine`) are theirs alone, and always read afresh. `now`
 * replaces the clocks (the read's start and the entries' age) in tests.
 */
export function createSharedListings({ ttlMs, now }: { ttlMs: number; now?: () => number }): SharedListings {
  const wallClock = now ?? Date.now;
  const readListing = async (input: JobListInput): Promise<SharedListing> => {
    const readAt = wallClock();
    return { listing: await listJobs(input), readAt };
  };
  const cache = new LRUCache<string, SharedListing, JobListInput>({
    // Each entry is one page (at most 50 jobs); the number of distinct listing pages read within 2 s is small.
    max: 1_000,
    ttl: Math.max(ttlMs, 1),
    // An injected clock is read every time (lru-cache otherwise keeps a reading for 1 ms of the real one).
    ...(now ? { perf: { now }, ttlResolution: 0 } : {}),
    // Concurrent misses of one key share one read (lru-cache's fetch); a failed read is not kept.
    fetchMethod: (_key, _stale, { context }) => readListing(context),
  });

  async function sharedListing(input: JobListInput, viewer: SessionUser | null): Promise<SharedListing> {
    if (ttlMs === 0 || input.ownerId || input.providerId) return readListing(input);
    const key = JSON.stringify(input);
    const seesOwnWrites = (shared: SharedListing | undefined): shared is SharedListing =>
      !!shared && readSeesOwnWrites(shared.readAt, viewer?.lastWriteAt);
    const cached = cache.get(key);
    if (seesOwnWrites(cached)) return cached;
    if (!cached && readSeesOwnWrites(wallClock(), viewer?.lastWriteAt)) {
      const fetched = await cache.fetch(key, { context: input });
      // A read already under way when this one asked may have begun too early for this viewer.
      if (seesOwnWrites(fetched)) return fetched;
    }
    const fresh = await readListing(input);
    cache.set(key, fresh);
    return fresh;
  }

  const visitorPage = (shared: SharedListing, input: JobListInput): JobPage => (shared.visitorPage ??= toJobPage(shared.listing, null, input));

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

// One per process on globalThis: Next.js bundles route handlers and pages separately, and the home page and
// GET /api/jobs must not hold two copies that disagree.
const globalForListings = globalThis as unknown as { __lawnlinkSharedListings?: SharedListings };

/** This process's shared listings, for publicListingTtlMs(). */
export const sharedListings: SharedListings = (globalForListings.__lawnlinkSharedListings ??= createSharedListings({ ttlMs: publicListingTtlMs() }));
