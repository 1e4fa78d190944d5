import "server-only";
import { db } from "@/lib/db/client";
import { jobInclude, type ListedJob } from "./dto";

// A listing's page is loaded in two steps: first the page's ids (an index-ordered scan of a few narrow index
// entries, however deep the page), then those jobs with their relations, joined in one statement (relationJoins;
// each job's bids are counted on the Bid(jobId) index).

/** The jobs with these ids in this order, each with its relations and bid count, as every listing returns them. */
export async function loadListedJobs(ids: readonly string[]): Promise<ListedJob[]> {
  if (ids.length === 0) return [];
  const rows = await db.job.findMany({ where: { id: { in: [...ids] } }, include: jobInclude });
  const byId = new Map(rows.map((job) => [job.id, job]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
