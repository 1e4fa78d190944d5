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

type PublicListingCache = LRUCache<string, JobPage, JobListInput>;

// One per process on globalThis: Next.js bundles route handlers and pages separately, and the home page and
// GET /api/jobs must not hold two copies that disagree.
const globalForCache = globalThis as unknown as { __lawnlinkPublicListings?: PublicListingCache };

const ttl = publicListingTtlMs();
const cache = (globalForCache.__lawnlinkPublicListings ??= new LRUCache<string, JobPage, JobListInput>({
  // Each entry is one page (at most 50 jobs); the number of distinct public pages read within 2 s is small.
  max: 1_000,
  ttl: Math.max(ttl, 1),
  // Concurrent misses of one key share one read (lru-cache's fetch); a failed read is not kept.
  fetchMethod: async (_key, _stale, { context }) => toJobPage(await listJobs(context), null, context),
}));

/**
 * A listing as an anonymous visitor sees it (GET /api/jobs and the home page without a session): what every
 * visitor sees alike, so one read serves them all for publicListingTtlMs().
 */
export async function publicJobPage(input: JobListInput): Promise<JobPage> {
  if (ttl === 0) return toJobPage(await listJobs(input), null, input);
  const page = await cache.fetch(JSON.stringify(input), { context: input });
  // fetch() answers undefined only when aborted, which nothing here does.
  if (!page) throw new Error("public listing read was aborted");
  return page;
}
