import "server-only";
import { LRUCache } from "lru-cache";
import { readSeesOwnWrites } from "@/lib/users/last-write";

/**
 * How long an instance may reuse a shared read (ms): SHARED_READ_CACHE_MS, at most 5,000 (a change such as a posting,
 * a claim or a bid must reach everyone on every instance within 5 s, docs/performance.md), 0 to read every time;
 * 2,000 when unset, leaving room for a slow read.
 */
export function sharedReadTtlMs(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.SHARED_READ_CACHE_MS ?? "2000");
  return Number.isInteger(value) && value >= 0 ? Math.min(value, 5_000) : 2_000;
}

/** One read as every caller shares it, and when it began (ms since the epoch, by this instance's clock). */
type SharedRead<Value> = { value: Value; readAt: number };

export type SharedReads<Input, Value> = {
  /** The shared read of `input`, or a newer one when the caller's last write (`lastWriteAt`) may not be in it. */
  get(input: Input, lastWriteAt: Date | null | undefined): Promise<Value>;
};

/**
 * Everyone shares one read of an input for `ttlMs`, except that a signed-in user who has just changed something gets
 * a read that shows it: the shared one if it began after their last write had settled (lib/users/last-write.ts),
 * else a new one, shared from then on. `key` names an input's read; `max` bounds the reads kept. `now` replaces the
 * clocks (the read's start and the entries' age) in tests.
 */
export function createSharedReads<Input, Value extends object>({
  ttlMs,
  max,
  key,
  read,
  now,
}: {
  ttlMs: number;
  max: number;
  key: (input: Input) => string;
  read: (input: Input) => Promise<Value>;
  now?: () => number;
}): SharedReads<Input, Value> {
  const wallClock = now ?? Date.now;
  const readNow = async (input: Input): Promise<SharedRead<Value>> => {
    const readAt = wallClock();
    return { value: await read(input), readAt };
  };
  // The fetch context is typed unknown: lru-cache's types cannot resolve a generic one.
  const cache = new LRUCache<string, SharedRead<Value>, unknown>({
    max,
    ttl: Math.max(ttlMs, 1),
    // An injected clock is read every time (lru-cache otherwise keeps a reading for 1 ms of the real one).
    ...(now ? { perf: { now }, ttlResolution: 0 } : {}),
    // Concurrent misses of one key share one read (lru-cache's fetch); a failed read is not kept.
    fetchMethod: (_key, _stale, { context }) => readNow(context as Input),
  });

  async function sharedRead(input: Input, lastWriteAt: Date | null | undefined): Promise<SharedRead<Value>> {
    if (ttlMs === 0) return readNow(input);
    const cacheKey = key(input);
    const seesOwnWrites = (shared: SharedRead<Value> | undefined): shared is SharedRead<Value> =>
      !!shared && readSeesOwnWrites(shared.readAt, lastWriteAt);
    const cached = cache.get(cacheKey);
    if (seesOwnWrites(cached)) return cached;
    if (!cached && readSeesOwnWrites(wallClock(), lastWriteAt)) {
      const fetched = await cache.fetch(cacheKey, { context: input });
      // A read already under way when this one asked may have begun too early for this caller.
      if (seesOwnWrites(fetched)) return fetched;
    }
    const fresh = await readNow(input);
    cache.set(cacheKey, fresh);
    return fresh;
  }

  return {
    async get(input, lastWriteAt) {
      return (await sharedRead(input, lastWriteAt)).value;
    },
  };
}

/**
 * One instance per process, on globalThis: Next.js bundles route handlers and pages separately, and two copies of a
 * shared read (the home page's and GET /api/jobs's) would hold reads that disagree.
 */
export function oncePerProcess<T>(name: string, create: () => T): T {
  const slots = globalThis as unknown as Record<string, T | undefined>;
  return (slots[`__lawnlink:${name}`] ??= create());
}
