// `npm run bench`: the app at marketplace scale, over HTTP, against its own ceiling (docs/performance.md).
//   1. seeds bench/seed.ts's marketplace into BENCH_DATABASE_URL (PostgreSQL; the database is created when missing)
//      or into PGlite under BENCH_DATA_DIR (default .data/bench), unless it is there already;
//   2. EXPLAIN ANALYZE of every listing query, captured from Prisma's query log;
//   3. serves the production build (scripts/start.mjs: builds when stale) on a free port with that database,
//      DEMO_DATA=0 and PERIODIC_TASKS=fold-job-counts (BENCH_PERIODIC_TASKS=1 runs every background task);
//   4. warms the server up with every scenario in turn for BENCH_WARMUP seconds (6) each, then drives each scenario
//      with autocannon at BENCH_CONNECTIONS (1,10,50) for BENCH_DURATION seconds (5) each, in BENCH_ROUNDS passes
//      (3; each row's median pass is reported), and reads the server's CPU time per request from /proc (the
//      server's, and a local PostgreSQL's);
//   5. weighs / and /dashboard/provider (HTML, RSC payload, first-load JS gzip) and runs Lighthouse on both
//      (mobile default and desktop preset, the median of BENCH_LIGHTHOUSE_RUNS (5) runs each; BENCH_LIGHTHOUSE=0
//      skips it);
//   6. prints the table and writes everything as JSON to bench/results/ (ignored by git).
// BENCH_SCENARIOS=name,name runs only those scenarios (the ceiling always runs); BENCH_PLANS_ONLY=1 stops after the plans.
import fs from "node:fs";
import os from "node:os";
import net from "node:net";
import path from "node:path";
import { spawn, spawnSync } from "node:child_process";
import pg from "pg";
import { openPGlite } from "../lib/db/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../lib/generated/prisma/client";
import { pgliteAdapter } from "../lib/db/adapter";
import { globalForDb } from "../lib/db/global";
import { FIFTY_BIDS_JOB, SEED, homeowner, idOf, idSql, seedMarketplace, type Sql } from "../bench/seed";
import { cpuSeconds } from "../bench/cpu";
import { explainAll, type Captured, type Plan } from "../bench/explain";
import { drive, type Scenario } from "../bench/load";
import { formatRows, formatTable, markdownRows, medianRows, summarize, type Measurement } from "../bench/report";
import { lighthouseScores, pageWeight, type LighthouseScore, type PageWeight } from "../bench/frontend";
import { serverProcesses } from "./server-processes.mjs";
import { clearVisits, seedServicePlans, SERVICE_PLANS } from "../bench/service-plans";

const root = path.resolve(import.meta.dirname, "..");
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 6);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? "1,10,50").split(",").map(Number);
const ONLY = process.env.BENCH_SCENARIOS?.split(",").map((name) => name.trim());
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
// Fresh jobs to claim: enough for the warm-up and every round's rows at about 1,000 claims a second.
const CLAIM_POOL = Number(process.env.BENCH_CLAIM_POOL ?? 20_000 * ROUNDS);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const POSTERS = 200;
const CEILING = "ceiling: constant JSON route (GET /api/health/live)";
const log = (line: string) => console.log(line);

process.env.AUTH_SECRET ||= "bench-only-auth-secret-0123456789abcdef";
const postgresUrl = process.env.BENCH_DATABASE_URL;
const dataDir = path.resolve(process.env.BENCH_DATA_DIR || path.join(root, ".data/bench"));
fs.mkdirSync(dataDir, { recursive: true });
const appEnv: NodeJS.ProcessEnv = {
  ...process.env,
  DATA_DIR: dataDir,
  DEMO_DATA: "0",
  // Only the job counts' fold, every 10 s as in production: the outbox relay would send the postings' emails.
  PERIODIC_TASKS: process.env.BENCH_PERIODIC_TASKS === "1" ? "1" : "fold-job-counts",
  NODE_ENV: "production",
  // The bench measures throughput from one address and a few accounts, not the limiter (docs/reliability.md).
  RATE_LIMIT_MULTIPLIER: process.env.RATE_LIMIT_MULTIPLIER ?? "1000",
};
if (postgresUrl) appEnv.DATABASE_URL = postgresUrl;
else delete appEnv.DATABASE_URL;

/** A connection for the seed and the plans: pg on PostgreSQL, the embedded database itself on PGlite. */
async function connect(): Promise<{ sql: Sql; prisma: () => PrismaClient; close: () => Promise<void> }> {
  if (postgresUrl) {
    const url = new URL(postgresUrl);
    const name = decodeURIComponent(url.pathname.slice(1));
    const admin = new pg.Client({
      connectionString: Object.assign(new URL(postgresUrl), { pathname: "/postgres" }).toString(),
    });
    await admin.connect();
    const exists = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (exists.rowCount === 0) {
      log(`database: creating ${name}`);
      await admin.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
    }
    await admin.end();
    migrate();
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    return {
      sql: client,
      prisma: () =>
        new PrismaClient({
          adapter: new PrismaPg({ connectionString: postgresUrl }),
          log: [{ emit: "event", level: "query" }],
        }),
      close: () => client.end(),
    };
  }
  migrate();
  const pglite = openPGlite(path.join(dataDir, "pglite"));
  return {
    sql: pglite,
    prisma: () => new PrismaClient({ adapter: pgliteAdapter(pglite), log: [{ emit: "event", level: "query" }] }),
    close: () => pglite.close(),
  };
}

function migrate() {
  const result = spawnSync(
    path.join(root, "node_modules/.bin/tsx"),
    ["--conditions=react-server", "scripts/migrate.ts", "deploy"],
    { cwd: root, env: appEnv, stdio: "inherit" },
  );
  if (result.status !== 0) throw new Error("migrations failed");
}

/** Leftovers of earlier runs: the claim pool and the postings. */
async function clearRunData(sql: Sql) {
  await sql.query(`DELETE FROM "Job" WHERE title LIKE 'Bench claim %' OR title LIKE 'Bench posting %'`);
  await sql.query(`DELETE FROM "User" WHERE email LIKE 'claimer-%@bench.lawnlink.test'`);
}

/**
 * Open fixed-price jobs for the claim scenario and fresh providers, ten jobs each (MAX_OPEN_CLAIMS). Older than every
 * seeded job, so no listing's first page changes, and without a position, so no circle's listing reads them (placed
 * in Brooklyn, they were 20,000 more jobs in the New York circle the near rows read, five times its own).
 */
async function createClaimPool(sql: Sql) {
  const providers = Math.ceil(CLAIM_POOL / 10);
  await sql.query(`INSERT INTO "User" (id, email, "fullName", role, "notifyEmail", "notifySms", "updatedAt")
    SELECT ${idSql("claimer", "n")}, 'claimer-' || n || '@bench.lawnlink.test', 'Claimer ' || n, 'provider', false, false, now()
    FROM generate_series(1, ${providers}) n`);
  await sql.query(`INSERT INTO "Job" (id, "ownerId", title, status, "priceType", "priceEstimate", location, "fullAddress", city, state, "postalCode", latitude, longitude, "createdAt", "updatedAt")
    SELECT ${idSql("claimjob", "n")}, ${idSql("user", `${homeowner(1)} + n % 1000`)}, 'Bench claim ' || n, 'open', 'fixed', 55, 'Brooklyn, NY',
      '1 Bench Street, Brooklyn, NY 11215', 'Brooklyn', 'NY', '11215', NULL, NULL, now() - interval '800 days' - n * interval '1 second', now()
    FROM generate_series(1, ${CLAIM_POOL}) n`);
  // Every run inserts and deletes a claim pool and its postings with their notifications, about a million rows in a
  // full run; VACUUM makes their index pages reusable but never gives them back, so over a session of runs
  // Notification's indexes grew from 29 to 154 MB and each run measured a bigger working set than the last. Each run
  // starts from compact indexes instead (1.5 s).
  await sql.query(`REINDEX SCHEMA public`);
  // As autovacuum would leave the database settled: without it every index-only scan of the new rows (the listing's
  // counts) reads the table too, and earlier runs' leftovers (sessions, folded job-count deltas) stay in the indexes,
  // which measures the bench's own writes rather than the app.
  await sql.query(`VACUUM ANALYZE`);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** CPU seconds of the server (its process group: the server and anything it started). */
const serverCpuSeconds = (pgid: number) => cpuSeconds(({ pgrp }) => pgrp === pgid);
/** CPU seconds of this machine's PostgreSQL (every `postgres` process): it shares the cores with the server and the load. */
const postgresCpuSeconds = () => cpuSeconds(({ command }) => command === "postgres");
/** Whether the bench's database is served here, so its CPU can be read (not for PGlite, inside the server, or elsewhere). */
const postgresIsLocal = !!postgresUrl && ["127.0.0.1", "localhost", "[::1]"].includes(new URL(postgresUrl).hostname);

async function waitUntilServing(baseUrl: string, server: ReturnType<typeof spawn>) {
  const deadline = Date.now() + 15 * 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null)
      throw new Error(`the server exited (${server.exitCode ?? server.signalCode})`);
    try {
      if ((await fetch(new URL("/images/hero-lawn.svg", baseUrl))).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the server did not start within 15 minutes");
}

// 1. The data.
const started = new Date();
const kind = postgresUrl ? "postgres" : "pglite";
const processes = serverProcesses(appEnv, os.availableParallelism());
log(
  `LawnLink bench on ${kind} (${postgresUrl ? new URL(postgresUrl).pathname.slice(1) : dataDir}), ${os.cpus().length} CPUs, ${processes} server process(es)`,
);
let connection = await connect();
await seedMarketplace(connection.sql, log);
await clearRunData(connection.sql);

// 2. The plans of the listing queries, as Prisma sends them (the near listing's raw SQL included).
const prisma = connection.prisma();
const captured: Captured[] = [];
(prisma as unknown as { $on: (event: "query", listener: (event: Captured) => void) => void }).$on("query", (event) =>
  captured.push({ query: event.query, params: event.params }),
);
globalForDb.__lawnlinkDb = prisma;
const { jobListInput, listJobs } = await import("../lib/jobs/list-jobs");
const { jobListQuerySchema } = await import("../lib/jobs/schemas");
const { signSessionToken } = await import("../lib/auth/token");
const { foldJobCountDeltas } = await import("../lib/jobs/job-counts");
// The listings' job counts as the periodic task (fold-job-counts, every 10 s) keeps them: earlier runs' writes folded.
await foldJobCountDeltas();
const provider = { id: await idOf("user", 1), role: "provider" as const };
const listings: { name: string; query: Record<string, string>; viewer?: typeof provider }[] = [
  { name: "default (open, newest)", query: {} },
  { name: "price_type=auction&sort=price_estimate", query: { price_type: "auction", sort: "price_estimate" } },
  { name: "sort=-price_estimate&skip=5000", query: { sort: "-price_estimate", skip: "5000", limit: "20" } },
  { name: "sort=needed_by", query: { sort: "needed_by" } },
  { name: "status=all, skip=5000", query: { status: "all", skip: "5000", limit: "20" } },
  { name: "near NYC 25 mi, sort=distance", query: { near: "40.7128,-74.006", radius: "25", sort: "distance" } },
  { name: "zip=60614 10 mi, newest", query: { zip: "60614", radius: "10" } },
  { name: "mine=true&status=claimed (provider)", query: { mine: "true", status: "claimed" }, viewer: provider },
];
const plans: Plan[] = [];
for (const listing of listings) {
  const input = await jobListInput(jobListQuerySchema.parse(listing.query), listing.viewer ?? null);
  await listJobs(input); // warm
  captured.length = 0;
  await listJobs(input);
  plans.push(...(await explainAll(connection.sql, listing.name, [...captured])));
}
log("\nListing queries (EXPLAIN ANALYZE; full plans in the JSON):");
log(
  formatTable(
    ["listing", "statement", "planning ms", "execution ms", "seq scan Job", "sort over Job"],
    plans.map((plan) => [
      plan.listing,
      plan.statement.replace(/\s+/g, " ").slice(0, 70),
      plan.planningMs,
      plan.ms,
      plan.seqScanOnJob ? "YES" : "no",
      plan.sortOverJob ? "YES" : "no",
    ]),
  ),
);

// The season: the visits' generator (the periodic task's function) over 20,000 active plans, cold and again.
await seedServicePlans(connection.sql, log);
await clearVisits(connection.sql);
const { generateVisits } = await import("../lib/plans/generate-visits");
const timedGeneration = async () => {
  const started = performance.now();
  const visits = await generateVisits(new Date());
  return { visits, seconds: Math.round(performance.now() - started) / 1000 };
};
const generation = { cold: await timedGeneration(), again: await timedGeneration() };
log(
  `\nVisits' generation over ${SERVICE_PLANS.toLocaleString("en-US")} plans (budget < 10 s a run): cold ${generation.cold.seconds} s (${generation.cold.visits.toLocaleString("en-US")} visits), again ${generation.again.seconds} s (${generation.again.visits} visits)`,
);
await prisma.$disconnect();
if (process.env.BENCH_PLANS_ONLY === "1") {
  await connection.close();
  process.exit(0);
}
await createClaimPool(connection.sql);

// Tokens for the load, while the database is ours (PGlite serves one process at a time).
// Each token names a Session row, as a sign-in would make (a token without one signs no one in).
const tokenOf = async (n: number, role: "homeowner" | "provider", kindOfId = "user") => {
  const sub = await idOf(kindOfId, n);
  const { rows } = await connection.sql.query(
    `INSERT INTO "Session" ("id", "userId", "expiresAt") VALUES (gen_random_uuid(), $1, now() + interval '30 days') RETURNING "id"`,
    [sub],
  );
  return signSessionToken({
    sub,
    sid: String(rows[0].id),
    role,
    name: `Bench ${n}`,
    email: `${kindOfId}-${n}@bench.lawnlink.test`,
  });
};
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const fiftyBidsJob = await idOf("job", FIFTY_BIDS_JOB);
const fiftyBidsOwner = SEED.providers + 1 + ((FIFTY_BIDS_JOB * 7) % (SEED.users - SEED.providers));
const ownerToken = await tokenOf(fiftyBidsOwner, "homeowner");
const notifiedToken = await tokenOf(homeowner(1), "homeowner");
const providerToken = await tokenOf(1, "provider");
const claimers = await Promise.all(
  Array.from({ length: Math.ceil(CLAIM_POOL / 10) }, (_, n) => tokenOf(n + 1, "provider", "claimer")),
);
const claimJobs = await Promise.all(Array.from({ length: CLAIM_POOL }, (_, n) => idOf("claimjob", n + 1)));
const posters = await Promise.all(
  Array.from({ length: POSTERS }, async (_, n) => ({
    token: await tokenOf(homeowner(2 + n), "homeowner"),
    addressId: await idOf("address", homeowner(2 + n)),
  })),
);
await connection.close();

// 3. The server.
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
log(`\nserver: node scripts/start.mjs on port ${port} (builds first when the build is stale)`);
const server = spawn(process.execPath, ["scripts/start.mjs"], {
  cwd: root,
  env: { ...appEnv, PORT: String(port) },
  stdio: ["ignore", "inherit", "inherit"],
  detached: true,
});
const stopServer = () => {
  try {
    process.kill(-server.pid!, "SIGTERM");
  } catch {
    // Already gone.
  }
};
process.on("exit", stopServer);
await waitUntilServing(baseUrl, server);

// 4. The load.
const json = { "content-type": "application/json" };
// A 25-mile circle around New York: about 4,900 open jobs in its bounding box.
const NEAR_NYC = "/api/jobs?near=40.7128,-74.006&radius=25&sort=distance";
const allScenarios: Scenario[] = [
  // The ceiling: a route that answers constant JSON through route() (the request log, the headers), no database.
  { name: CEILING, request: () => ({ path: "/api/health/live" }) },
  // What Next.js serves without any route code: a file of public/ (through proxy.ts, as every file is).
  { name: "static file (/images/hero-lawn.svg)", request: () => ({ path: "/images/hero-lawn.svg" }) },
  // The floor of any route that reads the database: the same around one SELECT 1.
  { name: "GET /api/health (route floor)", request: () => ({ path: "/api/health" }) },
  { name: "GET /api/jobs", request: () => ({ path: "/api/jobs" }) },
  {
    name: "GET /api/jobs?price_type=auction&sort=price_estimate",
    request: () => ({ path: "/api/jobs?price_type=auction&sort=price_estimate" }),
  },
  { name: "GET /api/jobs?near=NYC&radius=25&sort=distance", request: () => ({ path: NEAR_NYC }) },
  {
    name: "GET /api/jobs?sort=-price_estimate&skip=5000",
    request: () => ({ path: "/api/jobs?sort=-price_estimate&skip=5000&limit=20" }),
  },
  // A signed-in caller who has not just written shares the visitors' read of a page (lib/cache/shared-reads.ts):
  // they pay for their session and their own answer.
  {
    name: "GET /api/jobs (signed-in provider)",
    request: () => ({ path: "/api/jobs", headers: bearer(providerToken) }),
  },
  // The same for a circle, as a provider's "near me" and home page read theirs.
  {
    name: "GET /api/jobs?near=NYC&radius=25&sort=distance (signed-in provider)",
    request: () => ({ path: NEAR_NYC, headers: bearer(providerToken) }),
  },
  // The owner reviewing the bids shares a read of them with every other caller for 2 s, as a listing's readers do.
  {
    name: "GET /api/jobs/{id}/bids (50 bids)",
    request: () => ({ path: `/api/jobs/${fiftyBidsJob}/bids`, headers: bearer(ownerToken) }),
  },
  {
    name: "POST /api/jobs/{id}/claim (fresh jobs)",
    // Each request a different open job, each provider ten claims (MAX_OPEN_CLAIMS) spread over the run: request i
    // is made by provider number i mod the number of providers. Consecutive requests by one provider would measure
    // their claims queuing on the provider's lock, by design one at a time (lib/jobs/assign-job.ts), rather than what
    // a claim costs. Past the pool, 409s count as failures.
    request: (i) => ({
      method: "POST",
      path: `/api/jobs/${claimJobs[i % CLAIM_POOL]}/claim`,
      headers: bearer(claimers[(i % CLAIM_POOL) % claimers.length]),
    }),
  },
  {
    name: "POST /api/lawns (post a lawn)",
    expect: 201,
    request: (i) => {
      const poster = posters[i % POSTERS];
      return {
        method: "POST",
        path: "/api/lawns",
        headers: { ...json, ...bearer(poster.token) },
        body: JSON.stringify({
          title: `Bench posting ${i}`,
          description: "Front and back, bag the clippings.",
          price_type: "fixed",
          price_estimate: 60,
          user_address_id: poster.addressId,
        }),
      };
    },
  },
  { name: "GET /api/notifications", request: () => ({ path: "/api/notifications", headers: bearer(notifiedToken) }) },
  { name: "GET / (HTML)", request: () => ({ path: "/" }) },
  {
    name: "GET /dashboard/provider (HTML)",
    request: () => ({ path: "/dashboard/provider", headers: { cookie: `next-auth.session-token=${providerToken}` } }),
  },
];
const scenarios = allScenarios.filter(
  (scenario) => !ONLY || scenario.name === CEILING || ONLY.some((name) => scenario.name.includes(name)),
);

// Every scenario is probed and warmed up before any is measured: the server's first seconds run on code V8 has not
// optimized yet, which would otherwise fall on the ceiling (measured first) and the rows after it.
const states = new Map<Scenario, { next: number }>();
for (const scenario of scenarios) {
  const state = { next: 0 };
  states.set(scenario, state);
  // One request first, so a scenario that cannot succeed says why instead of only counting failures.
  const probe = scenario.request(state.next++);
  const answer = await fetch(new URL(probe.path, baseUrl), {
    method: probe.method,
    headers: probe.headers,
    body: probe.body,
  });
  const expected = scenario.expect ? answer.status === scenario.expect : answer.ok;
  if (!expected) log(`load: ${scenario.name}: probe answered ${answer.status} ${(await answer.text()).slice(0, 200)}`);
  else await answer.arrayBuffer();
  if (WARMUP > 0) await drive(baseUrl, scenario, 10, WARMUP, state);
}
// PostgreSQL as deployed runs autovacuum; a server with it off (this machine's CI configuration) keeps every dead row
// the warm-up and the rows before left (claims, postings, the job counts' fold), and each row would pay for the
// last. The bench then stands in for autovacuum between scenarios.
const vacuumer = postgresUrl ? new pg.Client({ connectionString: postgresUrl }) : null;
await vacuumer?.connect();
const autovacuumOff = vacuumer ? (await vacuumer.query("SHOW autovacuum")).rows[0].autovacuum === "off" : false;
if (autovacuumOff) log("load: this PostgreSQL has autovacuum off; the bench runs VACUUM before each scenario instead");
/**
 * Postings' "new job near you" fan-outs run after their answer, taking turns (lib/notifications/
 * notify-providers-nearby.ts), so a burst of postings leaves some owed when its row ends. The next
 * row waits until they are paid, not to be measured against them, and the log says how long that took.
 */
async function awaitFanOutsPaid(row: string) {
  if (!vacuumer) return;
  const owed = async () => Number((await vacuumer.query(`SELECT count(*) AS owed FROM "NearbyFanOut"`)).rows[0].owed);
  const atEnd = await owed();
  if (atEnd === 0) return;
  const start = performance.now();
  let left = atEnd;
  while (left > 0 && performance.now() - start < 300_000) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    left = await owed();
  }
  const waited = `${((performance.now() - start) / 1000).toFixed(1)} s`;
  log(
    `load: ${row}: ${atEnd} postings' fan-outs owed at the end of the row, ${left === 0 ? `paid ${waited} later` : `${left} still owed after ${waited}`}`,
  );
}
await awaitFanOutsPaid("warm-up");
/**
 * PostgreSQL's full-page images so far, and its checkpoints: after a checkpoint begins, the first change to each page
 * writes the whole page to the WAL, so a row of writes that runs into one pays for several pages a request, and a
 * row that does not, none. The bench's own set-up (the claim pool, the index rebuild) writes enough WAL
 * to start checkpoints.
 */
async function walReading() {
  if (!vacuumer) return null;
  const { rows } = await vacuumer.query(`SELECT (SELECT wal_fpi FROM pg_stat_wal) AS fpi,
    (SELECT checkpoints_timed + checkpoints_req FROM pg_stat_bgwriter) AS checkpoints`);
  return { fullPageImages: Number(rows[0].fpi), checkpoints: Number(rows[0].checkpoints) };
}
type WalFigures = { walFullPagesPerRequest: number | null; checkpointsDuringRow: number | null };
type Measured = Measurement & { cpuMsPerRequest: number; postgresCpuMsPerRequest: number | null } & WalFigures;
/**
 * Shared machines have slow spells of a minute or so, in which every request costs markedly more CPU: one pass over
 * the scenarios puts each row wherever such a spell falls. The rows are measured in ROUNDS passes one after
 * another, each ratio against its own pass's ceiling, and the table gives each row's median round (bench/report.ts).
 */
const rounds: Measured[][] = [];
for (let round = 1; round <= ROUNDS; round++) {
  const measurements: Measured[] = [];
  for (const scenario of scenarios) {
    const state = states.get(scenario)!;
    if (autovacuumOff) await vacuumer?.query("VACUUM");
    for (const connections of CONNECTIONS) {
      const cpuBefore = { server: serverCpuSeconds(server.pid!), postgres: postgresIsLocal ? postgresCpuSeconds() : 0 };
      const walBefore = await walReading();
      const measurement = await drive(baseUrl, scenario, connections, DURATION, state);
      const perRequest = (seconds: number) =>
        measurement.requests ? Math.round((seconds * 1000 * 100) / measurement.requests) / 100 : 0;
      const cpuMsPerRequest = perRequest(serverCpuSeconds(server.pid!) - cpuBefore.server);
      const postgresCpuMsPerRequest = postgresIsLocal ? perRequest(postgresCpuSeconds() - cpuBefore.postgres) : null;
      const walAfter = await walReading();
      const wal: WalFigures =
        walBefore && walAfter && measurement.requests
          ? {
              walFullPagesPerRequest:
                Math.round(((walAfter.fullPageImages - walBefore.fullPageImages) * 100) / measurement.requests) / 100,
              checkpointsDuringRow: walAfter.checkpoints - walBefore.checkpoints,
            }
          : { walFullPagesPerRequest: null, checkpointsDuringRow: null };
      measurements.push({ ...measurement, cpuMsPerRequest, postgresCpuMsPerRequest, ...wal });
      const walNote =
        wal.walFullPagesPerRequest === null
          ? ""
          : `, ${wal.walFullPagesPerRequest} WAL full pages/request, ${wal.checkpointsDuringRow} checkpoints`;
      const row = `round ${round}/${ROUNDS}: ${scenario.name} @${connections}`;
      log(
        `load: ${row}: ${(measurement.requests / measurement.seconds).toFixed(0)} req/s, ${measurement.failures} failed, ${cpuMsPerRequest} ms CPU/request${postgresCpuMsPerRequest === null ? "" : `, PostgreSQL ${postgresCpuMsPerRequest} ms`}${walNote}`,
      );
      await awaitFanOutsPaid(row);
    }
  }
  rounds.push(measurements);
}
await vacuumer?.end();
const rows = medianRows(rounds.map((measurements) => summarize(measurements, CEILING))).map((row, i) => {
  const { cpuMsPerRequest, postgresCpuMsPerRequest, walFullPagesPerRequest, checkpointsDuringRow } =
    rounds[row.round][i];
  return { ...row, cpuMsPerRequest, postgresCpuMsPerRequest, walFullPagesPerRequest, checkpointsDuringRow };
});

// 5. The pages.
const pages: { path: string; headers: Record<string, string> }[] = [
  { path: "/", headers: {} },
  { path: "/dashboard/provider", headers: { cookie: `next-auth.session-token=${providerToken}` } },
];
const weights: PageWeight[] = [];
for (const page of pages) weights.push(await pageWeight(baseUrl, page.path, page.headers));
// The documents themselves, to see what their RSC payload carries.
fs.mkdirSync(path.join(root, "bench/results"), { recursive: true });
for (const weight of weights)
  fs.writeFileSync(
    path.join(root, "bench/results", `page${weight.path.replaceAll("/", "_") || "_"}.html`),
    weight.html,
  );
let lighthouse: LighthouseScore[] = [];
if (process.env.BENCH_LIGHTHOUSE !== "0") {
  log(`\nlighthouse: mobile and desktop, both pages, the median of ${LIGHTHOUSE_RUNS} runs each`);
  lighthouse = await lighthouseScores(baseUrl, pages, LIGHTHOUSE_RUNS);
}
stopServer();

// 6. The report.
log(
  `\nHTTP (${DURATION} s per row, ${kind}, ${SEED.jobs.toLocaleString("en-US")} jobs; each row its median round of ${ROUNDS} by p95, every round's p95 and ratio beside it):`,
);
log(formatRows(rows));
log(
  "\nCPU per request (ms: the whole server process group; this machine's postgres processes, when the database is here), and PostgreSQL's WAL full-page images per request and checkpoints counted during the row:",
);
log(
  formatTable(
    ["request", "conns", "CPU ms/req", "PostgreSQL CPU ms/req", "WAL full pages/req", "checkpoints"],
    rows.map((row) => [
      row.scenario,
      row.connections,
      row.cpuMsPerRequest,
      row.postgresCpuMsPerRequest ?? "–",
      row.walFullPagesPerRequest ?? "–",
      row.checkpointsDuringRow ?? "–",
    ]),
  ),
);
log("\nPages:");
log(
  formatTable(
    ["page", "HTML bytes", "RSC payload bytes", "scripts", "first-load JS gzip"],
    weights.map((weight) => [
      weight.path,
      weight.htmlBytes,
      weight.rscPayloadBytes,
      weight.scripts.length,
      weight.firstLoadJsGzipBytes,
    ]),
  ),
);
if (lighthouse.length) {
  log(`\nLighthouse (the median run of ${LIGHTHOUSE_RUNS}; every run's performance beside it):`);
  log(
    formatTable(
      [
        "page",
        "preset",
        "performance",
        "accessibility",
        "LCP ms",
        "TBT ms",
        "CLS",
        "FCP ms",
        "performance of each run",
      ],
      lighthouse.map((s) => [
        s.path,
        s.preset,
        s.performance,
        s.accessibility,
        s.lcpMs,
        s.tbtMs,
        s.cls,
        s.fcpMs,
        s.performanceRuns.join(" "),
      ]),
    ),
  );
}
const resultsDir = path.join(root, "bench/results");
fs.mkdirSync(resultsDir, { recursive: true });
const file = path.join(resultsDir, `${started.toISOString().replaceAll(":", "-").slice(0, 19)}-${kind}.json`);
const result = {
  date: started.toISOString(),
  database: kind,
  machine: {
    cpus: os.cpus().length,
    serverProcesses: processes,
    model: os.cpus()[0]?.model,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    loadAverage: os.loadavg(),
  },
  settings: {
    durationSeconds: DURATION,
    warmupSeconds: WARMUP,
    connections: CONNECTIONS,
    periodicTasks: appEnv.PERIODIC_TASKS,
    claimPool: CLAIM_POOL,
    rounds: ROUNDS,
    lighthouseRuns: LIGHTHOUSE_RUNS,
  },
  seed: SEED,
  rows,
  markdown: Object.fromEntries(CONNECTIONS.map((c) => [c, markdownRows(rows.filter((row) => row.connections === c))])),
  plans,
  generation,
  pages: weights.map(({ html: _html, ...weight }) => weight),
  lighthouse,
};
fs.writeFileSync(file, JSON.stringify(result, null, 2));
fs.writeFileSync(path.join(resultsDir, `latest-${kind}.json`), JSON.stringify(result, null, 2));
log(`\nresults: ${path.relative(root, file)}`);

// Leave the marketplace as seeded: the claim pool and the postings go.
await new Promise((resolve) => server.once("exit", resolve).unref?.() ?? setTimeout(resolve, 3000));
connection = await connect();
await clearRunData(connection.sql);
await connection.close();
process.exit(0);
