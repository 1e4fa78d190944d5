// `npm run loadtest` (a benchmark, not part of CI): LOADTEST_CLIENTS concurrent clients (200) for LOADTEST_SECONDS
// (60) on loopback, mixing browsing, posting, bidding, claiming, accepting and messaging, against TWO app instances
// (`node scripts/start.mjs` twice, different ports, one PostgreSQL database), each request going to either at random,
// so nothing may depend on one process's memory. A scratch database is created on the server at
// LOADTEST_DATABASE_URL (default: the local one) and dropped afterwards. Prints requests, statuses, p50/p95/p99 and
// the database's invariants (tests/support/invariants.ts); exits 1 on any 5xx, failed request or broken invariant.
import { randomUUID } from "node:crypto";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { spawn, type ChildProcess } from "node:child_process";
import { Pool } from "undici";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../lib/generated/prisma/client";
import { checkInvariants } from "../tests/support/invariants";
import { withAdmin } from "../tests/support/test-database";

const knob = (name: string, fallback: number, max: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 1 || value > max) throw new Error(`${name} must be between 1 and ${max}`);
  return value;
};
const CLIENTS = knob("LOADTEST_CLIENTS", 200, 1000);
const SECONDS = knob("LOADTEST_SECONDS", 60, 600);
const INSTANCES = knob("LOADTEST_INSTANCES", 2, 4);
const MAX_REQUESTS = knob("LOADTEST_MAX_REQUESTS", 500_000, 5_000_000);
const REQUEST_TIMEOUT_MS = 30_000;
const SERVER_URL = process.env.LOADTEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const LOOPBACK = new Set(["127.0.0.1", "localhost", "::1", "[::1]"]);
if (!LOOPBACK.has(new URL(SERVER_URL).hostname))
  throw new Error("The load test runs on loopback only: LOADTEST_DATABASE_URL must name 127.0.0.1 or localhost");
const ROOT = path.resolve(import.meta.dirname, "..");

// ---- the scratch database and the two instances ----

const databaseName = `lawnlink_loadtest_${randomUUID().replaceAll("-", "")}`;
const databaseUrl = new URL(SERVER_URL);
databaseUrl.pathname = `/${databaseName}`;

type Instance = { child: ChildProcess; origin: string; pool: Pool; output: string[] };
const instances: Instance[] = [];

async function startInstance(port: number): Promise<Instance> {
  // start.mjs builds when stale and applies the migrations (the first instance migrates, the second finds nothing to do).
  // TRUST_PROXY=1: each simulated client sends its own X-Forwarded-For, as if behind one proxy, so the per-address
  // rate limits see 200 addresses rather than one loopback.
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl.toString(),
    PORT: String(port),
    DEMO_DATA: "0",
    AUTH_SECRET: authSecret,
    NEXTAUTH_URL: "",
    TRUST_PROXY: "1",
  };
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: ROOT,
    env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  for (const stream of [child.stdout!, child.stderr!]) stream.on("data", (chunk) => output.push(String(chunk)));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 600_000;
  while (
    !(await fetch(`${origin}/api/jobs?limit=1`).then(
      (res) => res.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`instance on ${port} did not start:\n${output.join("")}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const pool = new Pool(origin, {
    connections: Math.ceil(CLIENTS / INSTANCES),
    headersTimeout: REQUEST_TIMEOUT_MS,
    bodyTimeout: REQUEST_TIMEOUT_MS,
  });
  return { child, origin, pool, output };
}

async function stopInstances() {
  await Promise.all(
    instances.map(async (instance) => {
      await instance.pool.close().catch(() => undefined);
      if (instance.child.exitCode !== null) return;
      const exited = new Promise((resolve) => instance.child.once("exit", resolve));
      process.kill(-instance.child.pid!, "SIGTERM");
      const timer = setTimeout(() => process.kill(-instance.child.pid!, "SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    }),
  );
}

// ---- requests and their figures ----

type Stat = { count: number; times: number[]; statuses: Map<number, number> };
const stats = new Map<string, Stat>();
const failures: string[] = [];
let requests = 0;
let serverErrors = 0;
let phase: "setup" | "load" | "done" = "setup";

function record(kind: string, status: number, ms: number) {
  if (phase !== "load") return;
  let stat = stats.get(kind);
  if (!stat) stats.set(kind, (stat = { count: 0, times: [], statuses: new Map() }));
  stat.count++;
  stat.times.push(ms);
  stat.statuses.set(status, (stat.statuses.get(status) ?? 0) + 1);
}

type Answer = { status: number; body: Record<string, unknown> & { error?: string } };
type Options = { token?: string; body?: unknown; client: number };

/** One request to a random instance; counts and times it under `kind`. A network error or timeout is a failure. */
async function api(kind: string, method: string, urlPath: string, { token, body, client }: Options): Promise<Answer> {
  const instance = instances[Math.floor(Math.random() * instances.length)];
  const headers: Record<string, string> = {
    // One address per client, for rate limits configured to trust a proxy's X-Forwarded-For; ignored otherwise.
    "x-forwarded-for": `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
    origin: instance.origin,
  };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers["content-type"] = "application/json";
  requests += phase === "load" ? 1 : 0;
  const started = performance.now();
  try {
    const res = await instance.pool.request({
      method: method as "GET",
      path: urlPath,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.body.text();
    const ms = performance.now() - started;
    record(kind, res.statusCode, ms);
    if (res.statusCode >= 500) {
      if (phase === "load") serverErrors++;
      if (failures.length < 20) failures.push(`${kind} ${method} ${urlPath} → ${res.statusCode} ${text.slice(0, 200)}`);
    }
    let parsed: Answer["body"] = {};
    try {
      parsed = text ? JSON.parse(text) : {};
    } catch {
      // a page, not JSON
    }
    return { status: res.statusCode, body: parsed };
  } catch (error) {
    record(kind, 0, performance.now() - started);
    if (failures.length < 20) failures.push(`${kind} ${method} ${urlPath} → ${String(error)}`);
    if (phase === "load") serverErrors++;
    return { status: 0, body: {} };
  }
}

// ---- the clients ----

const pick = <T>(items: T[]): T | undefined => items[Math.floor(Math.random() * items.length)];
const chance = (p: number) => Math.random() < p;
const ZIPS = [
  { zip: "11215", city: "Brooklyn", state: "NY", lat: 40.6672, lng: -73.9751 },
  { zip: "19103", city: "Philadelphia", state: "PA", lat: 39.9526, lng: -75.1652 },
  { zip: "02139", city: "Cambridge", state: "MA", lat: 42.3647, lng: -71.1042 },
  { zip: "78704", city: "Austin", state: "TX", lat: 30.2437, lng: -97.7696 },
];
type Seen = { id: string; offer: "claim" | "bid"; ownerId: string };
const market: Seen[] = []; // what browsing has shown lately (shared: any client may act on any job)

function remember(jobs: unknown) {
  for (const job of (jobs as {
    id: string;
    status: string;
    price_type: string;
    price_estimate: number | null;
    user_id: string;
  }[]) ?? []) {
    if (job.status !== "open") continue;
    market.push({
      id: job.id,
      offer: job.price_type === "fixed" && job.price_estimate !== null ? "claim" : "bid",
      ownerId: job.user_id,
    });
  }
  if (market.length > 400) market.splice(0, market.length - 400);
}

const lawn = (i: number) => {
  const place = ZIPS[i % ZIPS.length];
  const kind = Math.random();
  return {
    title: `Load lawn ${i}`,
    description: "Front and back",
    location: `${place.city}, ${place.state}`,
    full_address: `${100 + (i % 800)} Main Street, ${place.city}, ${place.state} ${place.zip}, USA`,
    street: "Main Street",
    street_number: String(100 + (i % 800)),
    city: place.city,
    state: place.state,
    postal_code: place.zip,
    country: "US",
    latitude: place.lat,
    longitude: place.lng,
    area: "0.25 acres",
    price_type: kind < 0.6 ? "fixed" : "auction",
    price_estimate: kind < 0.9 ? 40 + (i % 120) : null,
    photos: [],
  };
};

type Account = {
  id: string;
  token: string;
  role: "homeowner" | "provider";
  jobs: string[];
  bids: string[];
  claimed: string[];
};

async function register(client: number, role: Account["role"]): Promise<Account> {
  for (let attempt = 0; ; attempt++) {
    const res = await api("register", "POST", "/api/auth/register", {
      client,
      body: {
        email: `load-${client}-${randomUUID().slice(0, 8)}@example.test`,
        password: "correct-horse-battery",
        full_name: `Load ${role} ${client}`,
        phone: "(512) 555-0142",
        role,
      },
    });
    if (res.status === 201)
      return {
        id: (res.body.user as { id: string }).id,
        token: res.body.token as string,
        role,
        jobs: [],
        bids: [],
        claimed: [],
      };
    if (attempt >= 20) throw new Error(`could not register client ${client}: ${res.status} ${res.body.error ?? ""}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

let posted = 0;

async function homeownerStep(me: Account, client: number) {
  const o = { client, token: me.token };
  const roll = Math.random();
  if (roll < 0.25 || me.jobs.length === 0) {
    const res = await api("post lawn", "POST", "/api/lawns", { ...o, body: lawn(posted++) });
    if (res.status === 201) me.jobs.push((res.body.job as { id: string }).id);
  } else if (roll < 0.45) {
    await api("my lawns", "GET", "/api/lawns?limit=20", o);
  } else if (roll < 0.7) {
    const jobId = pick(me.jobs)!;
    const res = await api("bids on my lawn", "GET", `/api/jobs/${jobId}/bids`, o);
    const open = ((res.body.bids as { id: string; status: string }[]) ?? []).filter((bid) => bid.status === "open");
    if (open.length > 0 && chance(0.6)) await api("accept bid", "POST", `/api/bids/${pick(open)!.id}/accept`, o);
  } else if (roll < 0.82) {
    const jobId = pick(me.jobs)!;
    const res = await api("my threads", "GET", `/api/jobs/${jobId}/messages`, o);
    const thread = pick((res.body.threads as { provider_id: string }[]) ?? []);
    if (thread)
      await api("send message", "POST", `/api/jobs/${jobId}/messages?provider_id=${thread.provider_id}`, {
        ...o,
        body: { body: "Sounds good, see you then." },
      });
  } else if (roll < 0.86) {
    const jobId = pick(me.jobs)!;
    const res = await api("cancel lawn", "POST", `/api/lawns/${jobId}/cancel`, o);
    if (res.status === 200) me.jobs.splice(me.jobs.indexOf(jobId), 1);
  } else if (roll < 0.93) {
    await api("notifications", "GET", "/api/notifications", o);
  } else {
    const res = await api("browse", "GET", "/api/jobs?limit=20", o);
    remember(res.body.jobs);
  }
}

async function providerStep(me: Account, client: number) {
  const o = { client, token: me.token };
  const roll = Math.random();
  if (roll < 0.25 || market.length === 0) {
    const sort = pick(["created_at", "price_estimate", "-price_estimate", "needed_by"]);
    const res = await api("browse", "GET", `/api/jobs?limit=20&sort=${sort}`, o);
    remember(res.body.jobs);
  } else if (roll < 0.45) {
    const job = pick(market.filter((seen) => seen.offer === "claim"));
    if (!job) return;
    const res = await api("claim", "POST", `/api/jobs/${job.id}/claim`, o);
    if (res.status === 200) me.claimed.push(job.id);
  } else if (roll < 0.62) {
    const job = pick(market.filter((seen) => seen.offer === "bid"));
    if (!job) return;
    const res = await api("place bid", "POST", `/api/jobs/${job.id}/bids`, {
      ...o,
      body: { amount: 40 + Math.floor(Math.random() * 100), eta_days: 2, message: "Can do it this week" },
    });
    if (res.status === 201) me.bids.push((res.body.bid as { id: string }).id);
  } else if (roll < 0.72) {
    const job = pick(market);
    if (job)
      await api("send message", "POST", `/api/jobs/${job.id}/messages`, {
        ...o,
        body: { body: "Is the back gate unlocked?" },
      });
  } else if (roll < 0.85) {
    // Work through the claims (and accepted bids) held, so the cap of claims waiting to start does not stall them.
    const res = await api("my jobs", "GET", "/api/jobs?mine=true&status=all&limit=20", o);
    const mine = (res.body.jobs as { id: string; status: string }[]) ?? [];
    const claimed = mine.find((job) => job.status === "claimed");
    const started = mine.find((job) => job.status === "in_progress");
    if (started) await api("complete", "POST", `/api/jobs/${started.id}/complete`, o);
    else if (claimed) await api("start", "POST", `/api/jobs/${claimed.id}/start`, o);
  } else if (roll < 0.9 && me.bids.length > 0) {
    const bidId = me.bids.splice(Math.floor(Math.random() * me.bids.length), 1)[0];
    await api("retract bid", "POST", `/api/bids/${bidId}/retract`, o);
  } else {
    await api("notifications", "GET", "/api/notifications", o);
  }
}

async function browserStep(client: number) {
  const o = { client };
  const roll = Math.random();
  if (roll < 0.5) {
    const res = await api(
      "browse (anonymous)",
      "GET",
      `/api/jobs?limit=20&skip=${20 * Math.floor(Math.random() * 5)}`,
      o,
    );
    remember(res.body.jobs);
  } else if (roll < 0.7) {
    const place = pick(ZIPS)!;
    await api("browse near (anonymous)", "GET", `/api/jobs?zip=${place.zip}&radius=50&sort=distance&limit=20`, o);
  } else if (roll < 0.9) {
    const job = pick(market);
    if (job) await api("job detail (anonymous)", "GET", `/api/jobs/${job.id}`, o);
  } else {
    await api("home page", "GET", "/", o);
  }
}

// ---- the run ----

const authSecret = `loadtest-${randomUUID()}`;
const percentile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : 0;
let exitCode = 1;
await withAdmin(SERVER_URL, (client) => client.query(`CREATE DATABASE "${databaseName}"`));
try {
  for (let i = 0; i < INSTANCES; i++) instances.push(await startInstance(await freePort()));
  console.log(
    `LawnLink load test: ${CLIENTS} clients for ${SECONDS} s against ${instances.map((instance) => instance.origin).join(" and ")} on one PostgreSQL database`,
  );

  // 40% providers, 30% homeowners, 30% anonymous visitors; accounts are registered before the clock starts.
  const roles = Array.from({ length: CLIENTS }, (_, i) => (i % 10 < 4 ? "provider" : i % 10 < 7 ? "homeowner" : null));
  const accounts: (Account | null)[] = new Array(CLIENTS).fill(null);
  for (let next = 0; next < CLIENTS;) {
    const batch = roles
      .slice(next, next + 10)
      .map((role, k) => (role ? register(next + k, role).then((account) => (accounts[next + k] = account)) : null));
    await Promise.all(batch);
    next += 10;
  }

  phase = "load";
  const startedAt = performance.now();
  const deadline = startedAt + SECONDS * 1000;
  await Promise.all(
    accounts.map(async (me, client) => {
      while (performance.now() < deadline && requests < MAX_REQUESTS) {
        if (!me) await browserStep(client);
        else if (me.role === "homeowner") await homeownerStep(me, client);
        else await providerStep(me, client);
      }
    }),
  );
  const elapsed = (performance.now() - startedAt) / 1000;
  phase = "done";

  const all = [...stats.values()].flatMap((stat) => stat.times).sort((a, b) => a - b);
  const statuses = new Map<number, number>();
  for (const stat of stats.values())
    for (const [status, count] of stat.statuses) statuses.set(status, (statuses.get(status) ?? 0) + count);
  console.log(
    `\n${requests} requests in ${elapsed.toFixed(1)} s (${(requests / elapsed).toFixed(0)}/s); p50 ${percentile(all, 0.5).toFixed(0)} ms, p95 ${percentile(all, 0.95).toFixed(0)} ms, p99 ${percentile(all, 0.99).toFixed(0)} ms`,
  );
  console.log(
    `statuses: ${[...statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status || "no answer"} ×${count}`)
      .join(", ")}`,
  );
  console.log(`5xx or no answer: ${serverErrors}`);
  console.log("\nper request kind:");
  for (const [kind, stat] of [...stats].sort(([, a], [, b]) => b.count - a.count)) {
    const times = stat.times.sort((a, b) => a - b);
    const codes = [...stat.statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}×${count}`)
      .join(" ");
    console.log(
      `  ${kind.padEnd(26)} ${String(stat.count).padStart(7)}  p50 ${percentile(times, 0.5).toFixed(0).padStart(5)} ms  p95 ${percentile(times, 0.95).toFixed(0).padStart(5)} ms  ${codes}`,
    );
  }
  for (const failure of failures) console.log(`  failure: ${failure}`);

  const db = new PrismaClient({ adapter: new PrismaPg({ connectionString: databaseUrl.toString() }) });
  const broken = await checkInvariants(db);
  const counts = await db.$queryRawUnsafe<{ jobs: number; bids: number; messages: number; claimed: number }[]>(
    `SELECT (SELECT count(*)::int FROM "Job") AS jobs, (SELECT count(*)::int FROM "Bid") AS bids, (SELECT count(*)::int FROM "Message") AS messages,
            (SELECT count(*)::int FROM "Job" WHERE "providerId" IS NOT NULL) AS claimed`,
  );
  await db.$disconnect();
  console.log(`\ndatabase after the run: ${JSON.stringify(counts[0])}`);
  console.log(broken.length === 0 ? "invariants: all hold" : `invariants BROKEN:\n  ${broken.join("\n  ")}`);
  exitCode = serverErrors === 0 && broken.length === 0 ? 0 : 1;
} catch (error) {
  console.error(error);
} finally {
  await stopInstances();
  if (process.env.LOADTEST_KEEP_DATABASE !== "1")
    await withAdmin(SERVER_URL, (client) => client.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`));
  else console.log(`kept the database ${databaseUrl}`);
}
process.exit(exitCode);

async function freePort(): Promise<number> {
  const net = await import("node:net");
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as import("node:net").AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
