import type { SessionUser } from "@/lib/auth/session-user";
import type { Prisma } from "@/lib/generated/prisma/client";
import { ratingsFor } from "@/lib/reviews/ratings";

export const bidInclude = {
  provider: { select: { fullName: true, email: true } },
  job: { select: { ownerId: true } },
} satisfies Prisma.BidInclude;

export type BidWithRelations = Prisma.BidGetPayload<{ include: typeof bidInclude }>;

/** A bid as the API shows it (SPEC §3). A provider's email is for the job owner and the bidder only. */
export function toBidDto(bid: BidWithRelations, viewer: SessionUser | null, ratings: Map<string, number>) {
  const mayContact = !!viewer && (viewer.id === bid.job.ownerId || viewer.id === bid.providerId);
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
    provider_rating: ratings.get(bid.providerId) ?? null,
    ...(mayContact ? { provider_email: bid.provider.email } : {}),
  };
}

export type BidDto = ReturnType<typeof toBidDto>;

export async function toBidDtos(bids: BidWithRelations[], viewer: SessionUser | null): Promise<BidDto[]> {
  const ratings = await ratingsFor(bids.map((bid) => bid.providerId));
  return bids.map((bid) => toBidDto(bid, viewer, ratings));
}
