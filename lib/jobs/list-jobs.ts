import "server-only";
import type { JobStatus, PriceType } from "@/lib/generated/prisma/enums";
import type { ListedJob } from "./dto";
import { AppError } from "@/lib/errors";
import type { SessionUser } from "@/lib/auth/session-user";
import type { Circle } from "@/lib/places/geo";
import { jobCircle } from "./job-circle";
import { listJobsNear } from "./list-jobs-near";
import { loadListing } from "./load-jobs";
import { listingCountSql, pageIdsSql } from "./listing-sql";
import type { JobListQuery, JobSort } from "./schemas";

export type JobListInput = {
  /** One status, several, or every status when absent. */
  status?: JobStatus | readonly JobStatus[];
  /** Both price types when absent. */
  priceType?: PriceType;
  /** A homeowner's own postings. */
  ownerId?: string;
  /** A provider's assigned jobs. */
  providerId?: string;
  /** Leaves out these owners' jobs, sorted: the owners a block separates the viewer from (lib/blocks/separation.ts). */
  excludeOwnerIds?: readonly string[];
  /** Only jobs within this circle (great-circle distance from its centre); each listed job then has its distance. */
  near?: Circle;
  sort: JobSort;
  limit: number;
  skip: number;
};

/** A page of jobs and how many match in all: the shared listing behind GET /api/jobs, /api/lawns and the dashboards. */
export async function listJobs(input: JobListInput): Promise<{ jobs: ListedJob[]; total: number }> {
  if (input.near) return listJobsNear(input, input.near);
  return loadListing(pageIdsSql(input), listingCountSql(input));
}

/** GET /api/jobs's query (the provider dashboard's URL too) as listing input; `mine` and `near=me` need a caller. */
export async function jobListInput(
  query: JobListQuery,
  viewer: Pick<SessionUser, "id" | "role"> | null,
): Promise<JobListInput> {
  if (query.mine && !viewer) throw new AppError("unauthenticated", "Please sign in to see your jobs");
  const mine =
    query.mine && viewer ? (viewer.role === "provider" ? { providerId: viewer.id } : { ownerId: viewer.id }) : {};
  return {
    ...mine,
    status: query.status === "all" ? undefined : query.status,
    priceType: query.price_type === "all" ? undefined : query.price_type,
    near: await jobCircle(query, viewer),
    sort: query.sort,
    limit: query.limit,
    skip: query.skip,
  };
}
