import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { providerStandingSelect } from "@/lib/providers/standing";
import { bidInclude, type BidWithRelations } from "./dto";

// Each bidder's completed jobs are counted for this job's bidders only, on the (providerId, status) index: asked
// through `include`, Prisma would count every provider's completed jobs (a GROUP BY over the Job table) and join.
const { _count: completedJobs, ...standingWithoutCount } = providerStandingSelect;
const { provider, ...bidIncludeRest } = bidInclude;
const include = { ...bidIncludeRest, provider: { select: { ...provider.select, ...standingWithoutCount, _count: undefined } } };

/** A job's bids, lowest amount first. The job's owner and providers may look; other homeowners may not. */
export async function listBids({ jobId, viewer }: { jobId: string; viewer: Pick<SessionUser, "id" | "role"> }): Promise<BidWithRelations[]> {
  const job = await db.job.findUnique({ where: { id: jobId }, select: { ownerId: true } });
  if (!job) throw new AppError("NOT_FOUND", "Job not found");
  if (viewer.role !== "provider" && job.ownerId !== viewer.id) throw new AppError("FORBIDDEN", "Only the job's owner and providers can see its bids");
  const bids = await db.bid.findMany({ where: { jobId }, include, orderBy: [{ amount: "asc" }, { createdAt: "asc" }] });
  if (bids.length === 0) return [];
  const counts = await db.job.groupBy({
    by: ["providerId"],
    where: { providerId: { in: bids.map((bid) => bid.providerId) }, ...completedJobs.select.assignedJobs.where },
    _count: { _all: true },
  });
  const completed = new Map(counts.map((count) => [count.providerId, count._count._all]));
  return bids.map((bid) => ({ ...bid, provider: { ...bid.provider, _count: { assignedJobs: completed.get(bid.providerId) ?? 0 } } }));
}
