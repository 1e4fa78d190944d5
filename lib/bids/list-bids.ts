import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { bidInclude, type BidWithRelations } from "./dto";

/**
 * A job's bids, lowest amount first. The job's owner and providers may look; other homeowners may not. The job and
 * its bids are one statement with joins (relationJoins), read before the check so a page of bids is one round trip;
 * each bidder's completed jobs are counted on the (providerId, status) index.
 */
export async function listBids({ jobId, viewer }: { jobId: string; viewer: Pick<SessionUser, "id" | "role"> }): Promise<BidWithRelations[]> {
  const job = await db.job.findUnique({
    where: { id: jobId },
    select: { ownerId: true, bids: { include: { provider: bidInclude.provider }, orderBy: [{ amount: "asc" }, { createdAt: "asc" }] } },
  });
  if (!job) throw new AppError("NOT_FOUND", "Job not found");
  if (viewer.role !== "provider" && job.ownerId !== viewer.id) throw new AppError("FORBIDDEN", "Only the job's owner and providers can see its bids");
  // Every bid's job is this one: its owner is attached here rather than joined once per bid.
  const owner = { ownerId: job.ownerId };
  return job.bids.map((bid) => ({ ...bid, job: owner }));
}
