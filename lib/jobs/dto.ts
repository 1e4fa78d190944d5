import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import type { Prisma } from "@/lib/generated/prisma/client";
import { publicCoordinate } from "@/lib/places/geo";
import { averageRating, reviewStateFor } from "@/lib/reviews/rules";
import { pagination } from "@/lib/validations/common";
import { neededByIso } from "./needed-by";

const ratingSelect = { reviewCount: true, ratingTotal: true } as const;

/**
 * What every job read loads: enough for the DTO with no further query (ratings are kept on the users; a job has
 * at most two reviews and few claim events). lib/jobs/load-jobs.ts states it in SQL, in one flat statement;
 * tests/db/load-jobs.test.ts holds the two to the same answer.
 */
export const jobInclude = {
  owner: { select: { fullName: true, email: true, phone: true, ...ratingSelect } },
  provider: { select: { fullName: true, ...ratingSelect } },
  address: { select: { label: true } },
  reviews: { select: { authorId: true } },
  events: {
    select: { kind: true, providerId: true, createdAt: true, provider: { select: { fullName: true } } },
    orderBy: { createdAt: "desc" },
    take: 5,
  },
  _count: { select: { bids: { where: { status: { not: "retracted" } } } } },
} satisfies Prisma.JobInclude;

export type JobWithRelations = Prisma.JobGetPayload<{ include: typeof jobInclude }>;

/** A job from a listing; `distanceMiles` (from the listing's centre, lib/jobs/list-jobs-near.ts) when the listing had one. */
export type ListedJob = JobWithRelations & { distanceMiles?: number };

type Viewer = Pick<SessionUser, "id"> | null;

const money = (value: Prisma.Decimal | null) => (value === null ? null : Number(value));

/**
 * The job as the API shows it (SPEC §3). The street address, the owner's contact details and the saved-address
 * label are for the job's parties only: the owner, and the assigned provider once the job is no longer open.
 * Everyone else sees the town and coordinates rounded to about 100 m, enough to browse and map.
 */
function jobDto(job: ListedJob, viewer: Viewer, now: Date) {
  const isOwner = viewer?.id === job.ownerId;
  const isAssigned = !!viewer && viewer.id === job.providerId;
  const isParty = isOwner || isAssigned;
  const round = (value: number | null) => (value === null || isParty ? value : publicCoordinate(value));
  const review = reviewStateFor(job, job.reviews, viewer?.id, now);
  // Claims released or lapsed: the owner sees each; a provider sees their own, also once no longer assigned.
  const claimHistory = job.events
    .filter((event) => isOwner || (!!viewer && event.providerId === viewer.id))
    .map((event) => ({
      kind: event.kind,
      provider_id: event.providerId,
      provider_name: event.provider.fullName,
      at: event.createdAt.toISOString(),
    }));
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
    // 'Flexible' when null.
    needed_by: job.neededBy ? neededByIso(job.neededBy) : null,
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
    // From the position the listing measured from: the public one, unless the listing was the caller's own jobs.
    distance_miles: job.distanceMiles === undefined ? null : Math.round(job.distanceMiles * 10) / 10,
    photos: job.photos,
    // The same photos at most THUMBNAIL_SIDE px (lib/photos/limits.ts), for cards; the photos themselves where a
    // job was posted before thumbnails.
    photo_thumbnails: job.thumbnails.length === job.photos.length ? job.thumbnails : job.photos,
    bid_count: job._count.bids,
    owner_name: job.owner.fullName,
    owner_rating: averageRating(job.owner.ratingTotal, job.owner.reviewCount),
    owner_review_count: job.owner.reviewCount,
    provider_name: job.provider?.fullName ?? null,
    provider_rating: job.provider ? averageRating(job.provider.ratingTotal, job.provider.reviewCount) : null,
    provider_review_count: job.provider?.reviewCount ?? null,
    address_label: isOwner ? (job.address?.label ?? null) : null,
    // The owner's saved address the lawn is at ('Post again' offers the same one); null for everyone else.
    user_address_id: isOwner ? job.addressId : null,
    ...(isParty && job.status !== "open" ? { owner_email: job.owner.email, owner_phone: job.owner.phone } : {}),
    // While claimed, the parties see when the claim lapses unless started.
    ...(isParty && job.claimLapsesAt ? { claim_lapses_at: job.claimLapsesAt.toISOString() } : {}),
    ...(claimHistory.length > 0 ? { claim_history: claimHistory } : {}),
    // For the parties of a completed job: have they reviewed, is the other side's review waiting, until when.
    ...(review ? { review } : {}),
  };
}

export type JobDto = ReturnType<typeof jobDto>;

export function toJobDto(job: ListedJob, viewer: Viewer, now: Date = new Date()): JobDto {
  return jobDto(job, viewer, now);
}

export function toJobDtos(jobs: ListedJob[], viewer: Viewer, now: Date = new Date()): JobDto[] {
  return jobs.map((job) => jobDto(job, viewer, now));
}

/** A listing's answer (SPEC §3 'Paged responses'): the page's jobs and the pagination object. */
export function toJobPage(
  page: { jobs: ListedJob[]; total: number },
  viewer: Viewer,
  { limit, skip }: { limit: number; skip: number },
) {
  return { jobs: toJobDtos(page.jobs, viewer), pagination: pagination(page.total, limit, skip) };
}

type ClaimEventWithJob = Prisma.JobEventGetPayload<{ include: { job: { select: { title: true } } } }>;

/** One of a provider's ended claims, for their own history (GET /api/users/claim-history). */
export function toClaimEventDto(event: ClaimEventWithJob) {
  return {
    id: event.id,
    kind: event.kind,
    job_id: event.jobId,
    job_title: event.job.title,
    at: event.createdAt.toISOString(),
  };
}
