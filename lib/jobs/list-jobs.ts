import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/errors";
import { pagination } from "@/lib/validations/common";
import { jobInclude, toJobDtos } from "./dto";
import type { JobListQuery } from "./schemas";

const orderBy: Record<JobListQuery["sort"], Prisma.JobOrderByWithRelationInput[]> = {
  created_at: [{ createdAt: "desc" }, { id: "desc" }],
  price_estimate: [{ priceEstimate: { sort: "asc", nulls: "last" } }, { createdAt: "desc" }, { id: "desc" }],
  "-price_estimate": [{ priceEstimate: { sort: "desc", nulls: "last" } }, { createdAt: "desc" }, { id: "desc" }],
};

/** The shared job listing (SPEC §7 GET /api/jobs); `mine` narrows it to the caller's own or assigned jobs. */
export async function listJobs(query: JobListQuery, viewer: SessionUser | null) {
  if (query.mine && !viewer) throw new AppError("UNAUTHENTICATED", "Please sign in to see your jobs");
  const where: Prisma.JobWhereInput = {
    ...(query.status === "all" ? {} : { status: query.status }),
    ...(query.price_type === "all" ? {} : { priceType: query.price_type }),
    ...(query.mine && viewer ? (viewer.role === "provider" ? { providerId: viewer.id } : { ownerId: viewer.id }) : {}),
  };
  const [total, jobs] = await Promise.all([
    db.job.count({ where }),
    db.job.findMany({ where, include: jobInclude, orderBy: orderBy[query.sort], take: query.limit, skip: query.skip }),
  ]);
  return { jobs: await toJobDtos(jobs, viewer), pagination: pagination(total, query.limit, query.skip) };
}
