import "server-only";
import { LRUCache } from "lru-cache";
import { toJobPage } from "./dto";
import { listJobs, type JobListInput } from "./list-jobs";

type JobPage = ReturnType<typeof toJobPage>;

/**
 * How long a visitor's listing may be reused by this instance (ms): PUBLIC_LISTING_CACHE_MS, at most 5,000 (a
 * change such as a posting or a claim must reach every visitor on every instance within 5 s, docs/performance.md),
 * 0 to read every time; 2,000 when unset, leaving room for a slow read. Signed-in callers are never served from
 * here, so a homeowner or provider always sees their own change at once.
 */
export function publicListingTtlMs(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.PUBLIC_LISTING_CACHE_MS ?? "2000");
  return Number.isInteger(value) && value >= 0 ? Math.min(value, 5_000) : 2_000;
}

/** A visitor's page, and its JSON once GET /api/jobs has sent it (every later visitor gets the same bytes). */
type PublicListing = { page: JobPage; body?: string };

type PublicListingCache = LRUCache<string, PublicListing, JobListInput>;

// One per process on globalThis: Next.js bundles route handlers and pages separately, and the home page and
// GET /api/jobs must not hold two copies that disagree.
const globalForCache = globalThis as unknown as { __lawnlinkPublicListings?: PublicListingCache };

const ttl = publicListingTtlMs();
const cache = (globalForCache.__lawnlinkPublicListings ??= new LRUCache<string, PublicListing, JobListInput>({
  // Each entry is one page (at most 50 jobs); the number of distinct public pages read within 2 s is small.
  max: 1_000,
  ttl: Math.max(ttl, 1),
  // Concurrent misses of one key share one read (lru-cache's fetch); a failed read is not kept.
  fetchMethod: async (_key, _stale, { context }) => ({ page: toJobPage(await listJobs(context), null, context) }),
}));

async function publicListing(input: JobListInput): Promise<PublicListing> {
  if (ttl === 0) return { page: toJobPage(await listJobs(input), null, input) };
  const listing = await cache.fetch(JSON.stringify(input), { context: input });
  // fetch() answers undefined only when aborted, which nothing here does.
  if (!listing) throw new Error("public listing read was aborted");
  return listing;
}

/**
 * A listing as an anonymous visitor sees it (the home page without a session): what every visitor sees alike, so
 * one read serves them all for publicListingTtlMs().
 */
export async function publicJobPage(input: JobListInput): Promise<JobPage> {
  return (await publicListing(input)).page;
}

/** The same listing as GET /api/jobs's response body, serialized once per read rather than once per visitor. */
export async function publicJobPageJson(input: JobListInput): Promise<string> {
  const listing = await publicListing(input);
  return (listing.body ??= JSON.stringify(listing.page));
}
