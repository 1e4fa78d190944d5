import type { SessionUser } from "@/lib/auth/session-user";
import { listJobs } from "@/lib/jobs/list-jobs";
import type { LawnListQuery } from "./schemas";

/** The homeowner dashboard's list ('My Lawns'): the caller's own lawns, newest first. */
export async function listOwnerLawns(query: LawnListQuery, owner: SessionUser) {
  const { jobs, pagination } = await listJobs(
    { status: query.status, limit: query.limit, skip: query.skip, mine: true, sort: "created_at", price_type: "all" },
    owner,
  );
  return { lawns: jobs, pagination };
}
