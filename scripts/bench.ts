// `npm run bench`: how fast the hot paths are on a realistic amount of data, on the embedded database (default)
// or on PostgreSQL (BENCH_DATABASE_URL=postgresql://… names a server; a scratch database is created and dropped).
// Prints p50/p95 latency and throughput per scenario; it asserts nothing (tests do that).
import { performance } from "node:perf_hooks";
import { createTestDatabase } from "../tests/support/test-database";
import { globalForDb } from "../lib/db/global";

const JOBS = Number(process.env.BENCH_JOBS ?? 5000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);

process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? "";
process.env.AUTH_SECRET ??= "bench-only-secret";
const database = await createTestDatabase();
globalForDb.__lawnlinkDb = database.client;
const db = database.client;
const { jobListInput, listJobs } = await import("../lib/jobs/list-jobs");
const { jobListQuerySchema } = await import("../lib/jobs/schemas");
const { claimJob } = await import("../lib/jobs/claim-job");
const { getEarnings } = await import("../lib/jobs/get-earnings");

async function measure(name: string, rounds: number, run: (i: number) => Promise<unknown>) {
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < rounds; i++) {
    const t = performance.now();
    await run(i);
    times.push(performance.now() - t);
  }
  const total = performance.now() - started;
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(2);
  console.log(`${name.padEnd(44)} p50 ${at(0.5).padStart(7)} ms  p95 ${at(0.95).padStart(7)} ms  ${((rounds / total) * 1000).toFixed(0).padStart(6)} ops/s`);
}

console.log(`LawnLink bench on ${database.kind}: ${JOBS} jobs, ${ROUNDS} rounds per scenario`);
const owners = await Promise.all(
  Array.from({ length: 20 }, (_, i) => db.user.create({ data: { email: `owner${i}@bench.test`, fullName: `Owner ${i}`, role: "homeowner" } })),
);
const providers = await Promise.all(
  Array.from({ length: 20 }, (_, i) => db.user.create({ data: { email: `provider${i}@bench.test`, fullName: `Provider ${i}`, role: "provider" } })),
);
const statuses = ["open", "open", "open", "claimed", "in_progress", "completed", "cancelled"] as const;
for (let start = 0; start < JOBS; start += 500) {
  await db.job.createMany({
    data: Array.from({ length: Math.min(500, JOBS - start) }, (_, k) => {
      const i = start + k;
      const status = statuses[i % statuses.length];
      return {
        ownerId: owners[i % owners.length].id,
        providerId: status === "open" || status === "cancelled" ? null : providers[i % providers.length].id,
        title: `Lawn ${i}`, fullAddress: `${i} Main Street, Brooklyn, NY 11215, USA`, location: "Brooklyn, NY", city: "Brooklyn", state: "NY",
        status, priceType: i % 4 === 0 ? ("auction" as const) : ("fixed" as const), priceEstimate: i % 9 === 0 ? null : 30 + (i % 170),
        // Spread over the contiguous US (a fixed scramble), so a search near a place narrows to a few jobs.
        latitude: 25 + ((i * 7919) % 2400) / 100, longitude: -124 + ((i * 104729) % 5700) / 100, createdAt: new Date(Date.now() - i * 60_000),
        completedAt: status === "completed" ? new Date(Date.now() - i * 60_000) : null,
        neededBy: i % 3 === 0 ? new Date(Date.UTC(2026, 0, 1 + (i % 60))) : null,
      };
    }),
  });
}
const auctions = await db.job.findMany({ where: { priceType: "auction", status: "open" }, select: { id: true }, take: 200 });
await db.bid.createMany({
  data: auctions.flatMap((job, j) => providers.slice(0, 5).map((p, k) => ({ jobId: job.id, providerId: p.id, amount: 40 + ((j + k) % 50), etaDays: 1 + k }))),
});

const provider = { id: providers[3].id, role: "provider" as const };
const list = async (params: Record<string, string>, viewer: typeof provider | null = null) =>
  listJobs(await jobListInput(jobListQuerySchema.parse(params), viewer));
await measure("GET /api/jobs (open, newest, 20)", ROUNDS, () => list({}));
await measure("GET /api/jobs (open, price low-high, 12)", ROUNDS, () => list({ sort: "price_estimate", limit: "12" }));
await measure("GET /api/jobs (auction, price high-low)", ROUNDS, () => list({ price_type: "auction", sort: "-price_estimate" }));
await measure("GET /api/jobs (open, page 100)", ROUNDS, () => list({ skip: "2000" }));
await measure("GET /api/jobs (open, soonest needed)", ROUNDS, () => list({ sort: "needed_by" }));
await measure("GET /api/jobs?near (100 mi, newest)", ROUNDS, () => list({ near: "40.7128,-74.006", radius: "100" }));
await measure("GET /api/jobs?zip (500 mi, nearest first)", ROUNDS, () => list({ zip: "60614", radius: "500", sort: "distance" }));
await measure("GET /api/jobs?mine=true (provider, claimed)", ROUNDS, () => list({ mine: "true", status: "claimed" }, provider));
await measure("provider earnings", ROUNDS, () => getEarnings(providers[5].id));
// A fixed posting without a price takes bids, not claims.
const open = await db.job.findMany({ where: { status: "open", priceType: "fixed", priceEstimate: { not: null } }, select: { id: true }, take: ROUNDS });
// Fresh providers: the seeded ones already hold more claims than MAX_OPEN_CLAIMS allows.
const claimers = await Promise.all(
  Array.from({ length: Math.ceil(open.length / 5) }, (_, i) => db.user.create({ data: { email: `claimer${i}@bench.test`, fullName: `Claimer ${i}`, role: "provider" } })),
);
await measure("POST /api/jobs/{id}/claim (uncontested)", open.length, (i) => claimJob({ jobId: open[i].id, providerId: claimers[i % claimers.length].id }));

await database.drop();
process.exit(0);
