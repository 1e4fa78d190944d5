import "server-only";
import { z } from "zod";
import type { SessionUser } from "@/lib/auth/session-user";
import type { Prisma } from "@/lib/generated/prisma/client";
import { BidStatus } from "@/lib/generated/prisma/enums";
import { instantSchema } from "@/lib/validations/common";
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

export const bidDtoSchema = z
  .object({
    id: z.string(),
    job_id: z.string(),
    provider_id: z.string(),
    amount: z.number(),
    message: z.string().nullable(),
    eta_days: z.number().int(),
    status: z.enum(BidStatus),
    created_at: instantSchema,
    updated_at: instantSchema,
    provider_name: z.string(),
    provider_rating: z.number().nullable(),
    provider_review_count: z.number().int(),
    provider_jobs_completed: z.number().int(),
    provider_experience_years: z.number().int().nullable(),
    provider_email: z.string().optional().meta({ description: "For the job's owner and the bidder only" }),
  })
  .meta({ id: "Bid" });

export type BidDto = z.infer<typeof bidDtoSchema>;

/** A job's bids as the viewer may see them (GET /api/jobs/{id}/bids). */
export const bidListSchema = z.object({ bids: z.array(bidDtoSchema), total: z.number().int() });

/**
 * A bid as the API shows it (SPEC §3), with what the owner weighs before accepting: the bidder's rating and its
 * count, jobs completed and years of experience. A provider's email is for the job owner and the bidder only.
 * Every provider reads a job's bids, so contact details in a bid's message are masked as in messages before a hire
 * (lib/messages/mask-contacts.ts): for all but the bidder, and for the owner until the bid is accepted.
 */
function bidDto(bid: BidRead, viewer: Viewer): BidDto {
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

export function toBidDto(bid: BidRead, viewer: Viewer): BidDto {
  return bidDto(bid, viewer);
}

export function toBidDtos(bids: BidRead[], viewer: Viewer): BidDto[] {
  return bids.map((bid) => bidDto(bid, viewer));
}
