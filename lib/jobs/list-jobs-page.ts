import "server-only";
import { db } from "@/lib/db/client";
import { jobInclude, type ListedJob } from "./dto";

// A listing's page is loaded in two steps: first the page's ids (an index-ordered scan of a few narrow index
// entries, however deep the page), then those jobs with their relations. The bid count is read for the page's ids
// only: asked through `include`, Prisma would aggregate the whole Bid table and join it to every matching job
// before the LIMIT (a hash join over 200,000 bids for 20 rows).
const { _count: bidCount, ...pageInclude } = jobInclude;

/** The jobs with these ids in this order, each with its relations and bid count, as every listing returns them. */
export async function loadListedJobs(ids: readonly string[]): Promise<ListedJob[]> {
  if (ids.length === 0) return [];
  const [rows, counts] = await Promise.all([
    db.job.findMany({ where: { id: { in: [...ids] } }, include: pageInclude }),
    db.bid.groupBy({ by: ["jobId"], where: { jobId: { in: [...ids] }, ...bidCount.select.bids.where }, _count: { _all: true } }),
  ]);
  const bids = new Map(counts.map((count) => [count.jobId, count._count._all]));
  const byId = new Map(rows.map((job) => [job.id, job]));
  return ids.flatMap((id) => {
    const job = byId.get(id);
    return job ? [{ ...job, _count: { bids: bids.get(id) ?? 0 } }] : [];
  });
}
