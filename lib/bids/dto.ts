import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import type { Prisma } from "@/lib/generated/prisma/client";
import { maskContacts } from "@/lib/messages/mask-contacts";
import { providerTrackRecord, providerTrackRecordSelect } from "@/lib/providers/standing";

export const bidInclude = {
  provider: { select: { fullName: true, email: true, ...providerTrackRecordSelect } },
  job: { select: { ownerId: true } },
} satisfies Prisma.BidInclude;

type Viewer = Pick<SessionUser, "id"> | null;

export type BidWithRelations = Prisma.BidGetPayload<{ include: typeof bidInclude }>;

/** A bid as the DTO reads it: its amount as Prisma's Decimal, or as the number the list reads (lib/bids/list-bids.ts). */
export type BidRead = Omit<BidWithRelations, "amount"> & { amount: Prisma.Decimal | number };

/**
 * A bid as the API shows it (SPEC §3), with what the owner weighs before accepting: the bidder's rating and its
 * count, jobs completed and years of experience. A provider's email is for the job owner and the bidder only.
 * Every provider reads a job's bids, so contact details in a bid's message are masked as in messages before a hire
 * (lib/messages/mask-contacts.ts): for all but the bidder, and for the owner until the bid is accepted.
 */
function bidDto(bid: BidRead, viewer: Viewer) {
  const mayContact = !!viewer && (viewer.id === bid.job.ownerId || viewer.id === bid.providerId);
  const hired = !!viewer && viewer.id === bid.job.ownerId && bid.status === "accepted";
  const message = bid.message && !hired && viewer?.id !== bid.providerId ? maskContacts(bid.message) : bid.message;
  const standing = providerTrackRecord(bid.provider);
  return {
    id: bid.id,
    job_id: bid.jobId,
    provider_id: bid.providerId,
    amount: Number(bid.amount),
    message,
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

export function toBidDto(bid: BidRead, viewer: Viewer): BidDto {
  return bidDto(bid, viewer);
}

export function toBidDtos(bids: BidRead[], viewer: Viewer): BidDto[] {
  return bids.map((bid) => bidDto(bid, viewer));
}
