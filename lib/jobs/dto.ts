import type { SessionUser } from "@/lib/auth/session-user";
import type { Prisma } from "@/lib/generated/prisma/client";
import { ratingsFor } from "@/lib/reviews/ratings";

/** What every job read loads: enough for the DTO in one query. */
export const jobInclude = {
  owner: { select: { fullName: true, email: true, phone: true } },
  provider: { select: { fullName: true } },
  address: { select: { label: true } },
  _count: { select: { bids: { where: { status: { not: "retracted" } } } } },
} satisfies Prisma.JobInclude;

export type JobWithRelations = Prisma.JobGetPayload<{ include: typeof jobInclude }>;

const money = (value: Prisma.Decimal | null) => (value === null ? null : Number(value));

/**
 * The job as the API shows it (SPEC §3). The street address, the owner's contact details and the saved-address
 * label are for the job's parties only: the owner, and the assigned provider once the job is no longer open.
 * Everyone else sees the town and coordinates rounded to about 100 m, enough to browse and map.
 */
export function toJobDto(job: JobWithRelations, viewer: SessionUser | null, ratings: Map<string, number>) {
  const isOwner = viewer?.id === job.ownerId;
  const isAssigned = !!viewer && viewer.id === job.providerId;
  const isParty = isOwner || isAssigned;
  const round = (value: number | null) => (value === null || isParty ? value : Math.round(value * 1000) / 1000);
  return {
    id: job.id,
    user_id: job.ownerId,
    provider_id: job.providerId,
    title: job.title,
    description: job.description,
    status: job.status,
    price_type: job.priceType,
    price_estimate: money(job.priceEstimate),
    // What the assigned provider is paid: the accepted bid, else the fixed price.
    agreed_price: job.providerId ? money(job.agreedPrice ?? job.priceEstimate) : null,
    created_at: job.createdAt.toISOString(),
    claimed_at: job.claimedAt?.toISOString() ?? null,
    started_at: job.startedAt?.toISOString() ?? null,
    completed_at: job.completedAt?.toISOString() ?? null,
    location: job.location,
    full_address: isParty ? job.fullAddress : [job.location, job.postalCode].filter(Boolean).join(" "),
    street: isParty ? job.street : "",
    street_number: isParty ? job.streetNumber : "",
    city: job.city,
    state: job.state,
    postal_code: job.postalCode,
    country: job.country,
    area: job.area,
    latitude: round(job.latitude),
    longitude: round(job.longitude),
    photos: job.photos,
    bid_count: job._count.bids,
    owner_name: job.owner.fullName,
    owner_rating: ratings.get(job.ownerId) ?? null,
    provider_name: job.provider?.fullName ?? null,
    provider_rating: job.providerId ? (ratings.get(job.providerId) ?? null) : null,
    address_label: isOwner ? (job.address?.label ?? null) : null,
    ...(isParty && job.status !== "open" ? { owner_email: job.owner.email, owner_phone: job.owner.phone } : {}),
  };
}

export type JobDto = ReturnType<typeof toJobDto>;

/** DTOs for a page of jobs, with the owners' and providers' ratings fetched in one query. */
export async function toJobDtos(jobs: JobWithRelations[], viewer: SessionUser | null): Promise<JobDto[]> {
  const ratings = await ratingsFor(jobs.flatMap((job) => (job.providerId ? [job.ownerId, job.providerId] : [job.ownerId])));
  return jobs.map((job) => toJobDto(job, viewer, ratings));
}
