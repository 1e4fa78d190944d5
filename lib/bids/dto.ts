import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import type { Prisma } from "@/lib/generated/prisma/client";
import { providerStanding, providerStandingSelect } from "@/lib/providers/standing";

export const bidInclude = {
  provider: { select: { fullName: true, email: true, ...providerStandingSelect } },
  job: { select: { ownerId: true } },
} satisfies Prisma.BidInclude;

type Viewer = Pick<SessionUser, "id"> | null;

export type BidWithRelations = Prisma.BidGetPayload<{ include: typeof bidInclude }>;

/**
 * A bid as the API shows it (SPEC §3), with what the owner weighs before accepting: the bidder's rating and its
 * count, jobs completed and years of experience. A provider's email is for the job owner and the bidder only.
 */
function bidDto(bid: BidWithRelations, viewer: Viewer) {
  const mayContact = !!viewer && (viewer.id === bid.job.ownerId || viewer.id === bid.providerId);
  const standing = providerStanding(bid.provider);
  return {
    id: bid.id,
    job_id: bid.jobId,
    provider_id: bid.providerId,
    amount: Number(bid.amount),
    message: bid.message,
    eta_days: bid.etaDays,
    status: bid.status,
    created_at: bid.createdAt.toISOString(),
    updated_at: bid.updatedAt.toISOString(),
    provider_name: bid.provider.fullName,
    provider_rating: standing.rating,
    provider_review_count: standing.review_count,
    provider_jobs_completed: standing.jobs_completed,
    provider_experience_years: standing.experience_years,
    ...(mayContact ? { provider_email: bid.provider.email } : {}),
  };
}

export type BidDto = ReturnType<typeof bidDto>;

export function toBidDto(bid: BidWithRelations, viewer: Viewer): BidDto {
  return bidDto(bid, viewer);
}

export function toBidDtos(bids: BidWithRelations[], viewer: Viewer): BidDto[] {
  return bids.map((bid) => bidDto(bid, viewer));
}
