import "server-only";
import { z } from "zod";
import { addressPartsSchema } from "@/lib/addresses/dto";
import type { SessionUser } from "@/lib/auth/session-user";
import type { Prisma } from "@/lib/generated/prisma/client";
import { JobEventKind, JobStatus, PriceType } from "@/lib/generated/prisma/enums";
import { publicCoordinate } from "@/lib/places/geo";
import { averageRating, reviewStateFor } from "@/lib/reviews/rules";
import { instantSchema, pagination, paginationAnswerSchema } from "@/lib/validations/common";
import { neededByIso } from "./needed-by";
import { recurrenceDtoSchema, toRecurrenceDto } from "@/lib/plans/job-recurrence";
import { paymentDtoSchema, paymentSelect, toPaymentDto } from "@/lib/payments/dto";
import { directRequestDtoSchema, toDirectRequestDto } from "./request-answer";

const money = z.number().nullable();
const rating = z.number().nullable();

/** Where a party of a completed job stands with reviews (lib/reviews/rules.ts). */
export const reviewStateSchema = z
  .object({
    deadline: instantSchema,
    reviewed: z.boolean(),
    awaiting_yours: z.boolean(),
    can_review: z.boolean(),
  })
  .meta({ id: "ReviewState" });

const claimHistoryEntrySchema = z.object({
  kind: z.enum(JobEventKind),
  provider_id: z.string(),
  provider_name: z.string(),
  at: instantSchema,
});

/** The job as the API shows it (SPEC §3); see jobDto for who sees which fields. */
export const jobDtoSchema = z
  .object({
    id: z.string(),
    user_id: z.string(),
    provider_id: z.string().nullable(),
    title: z.string(),
    description: z.string(),
    status: z.enum(JobStatus),
    price_type: z.enum(PriceType),
    price_estimate: money,
    agreed_price: money,
    created_at: instantSchema,
    claimed_at: instantSchema.nullable(),
    started_at: instantSchema.nullable(),
    completed_at: instantSchema.nullable(),
    needed_by: z.iso.date().nullable().meta({ description: "'Flexible' when null" }),
    location: z.string(),
    ...addressPartsSchema.shape,
    area: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    distance_miles: z.number().nullable(),
    photos: z.array(z.string()),
    photo_thumbnails: z.array(z.string()),
    bid_count: z.number().int(),
    owner_name: z.string(),
    owner_rating: rating,
    owner_review_count: z.number().int(),
    owner_late_cancellations: z
      .number()
      .int()
      .meta({ description: "Hired jobs the owner cancelled within 24 hours of their date" }),
    provider_name: z.string().nullable(),
    provider_rating: rating,
    provider_review_count: z.number().int().nullable(),
    address_label: z.string().nullable(),
    user_address_id: z.string().nullable(),
    owner_email: z.string().optional(),
    owner_phone: z.string().optional(),
    provider_email: z.string().optional(),
    provider_phone: z.string().optional(),
    claim_lapses_at: instantSchema.optional(),
    bidding_closes_at: instantSchema
      .nullable()
      .meta({ description: "When a posting that takes bids stops taking them; null: never (older postings)" }),
    auto_award: z.object({ min_rating: z.number() }).nullable().optional().meta({ description: "The owner's only" }),
    cancelled_late: z.boolean(),
    claim_history: z.array(claimHistoryEntrySchema).optional(),
    review: reviewStateSchema.optional(),
    recurrence: recurrenceDtoSchema.nullable().meta({ description: "null for a one-time job; its price is per visit" }),
    request: directRequestDtoSchema.optional(),
    payment: paymentDtoSchema
      .optional()
      .meta({ description: "A hired one-time job's, for its two parties only (a plan's visits carry their own)" }),
  })
  .meta({ id: "Job" });

export type JobDto = z.infer<typeof jobDtoSchema>;

/** A page of jobs (SPEC §3 'Paged responses'). */
export const jobPageSchema = z.object({ jobs: z.array(jobDtoSchema), pagination: paginationAnswerSchema });

/** A job and the sentence to show after the step that answered it (claim, release, accepting a bid). */
export const jobAnswerSchema = z.object({ job: jobDtoSchema });
export const jobWithMessageSchema = z.object({ job: jobDtoSchema, message: z.string() });

/** A provider's earnings from their completed jobs and plan visits (GET /api/users/earnings). */
export const earningsDtoSchema = z
  .object({
    total_earned: z.number(),
    this_month: z.number(),
    last_month: z.number(),
    month_change_percent: z.number().nullable().meta({ description: "null when last month earned nothing" }),
    completed_jobs: z.number().int().meta({ description: "One-time jobs completed" }),
    completed_visits: z.number().int().meta({ description: "Service plans' visits completed" }),
    average_job_value: z.number().meta({ description: "Earned per completed job or visit" }),
    average_rating: z.number().nullable(),
    review_count: z.number().int(),
    // From the payments' ledger (lib/payments/get-payment-summary.ts), in cents, net of the platform's fee.
    total_earned_cents: z.number().int().meta({ description: "Paid to you, all time, after fees" }),
    this_month_cents: z.number().int(),
    last_month_cents: z.number().int(),
    pending_payout_cents: z.number().int().meta({
      description:
        "Completed work awaiting confirmation or confirmed and not yet paid, and card payouts not yet arrived, after fees",
    }),
    next_payout_on: z.iso
      .date()
      .nullable()
      .meta({ description: "Card payment: the day the next payout is expected; null when none is coming" }),
    fees_owed_cents: z.number().int().meta({ description: "Direct payment: the platform's fees on work paid to you" }),
    payouts: z.array(
      z.object({
        job_id: z.string(),
        title: z.string(),
        visit_on: z.iso.date().nullable(),
        paid_at: instantSchema,
        amount_cents: z.number().int(),
        fee_cents: z.number().int(),
        payout_cents: z.number().int(),
        received: z.boolean().meta({ description: "Direct payment: whether you confirmed receiving it" }),
        payout_on: z.iso
          .date()
          .nullable()
          .meta({ description: "Card payment: the day its payout reaches you (expected, until then)" }),
      }),
    ),
  })
  .meta({ id: "Earnings" });

/** One of a provider's ended claims (GET /api/users/claim-history). */
export const claimEventDtoSchema = z
  .object({
    id: z.string(),
    kind: z.enum(JobEventKind),
    job_id: z.string(),
    job_title: z.string(),
    at: instantSchema,
  })
  .meta({ id: "ClaimEvent" });

const ratingSelect = { reviewCount: true, ratingTotal: true } as const;

/**
 * What every job read loads: enough for the DTO with no further query (ratings are kept on the users; a job has
 * at most two reviews and few claim events). lib/jobs/load-jobs.ts states it in SQL, in one flat statement;
 * tests/db/load-jobs.test.ts holds the two to the same answer.
 */
export const jobInclude = {
  owner: { select: { fullName: true, email: true, phone: true, lateCancellations: true, ...ratingSelect } },
  provider: { select: { fullName: true, email: true, phone: true, ...ratingSelect } },
  address: { select: { label: true } },
  reviews: { select: { authorId: true } },
  events: {
    select: { kind: true, providerId: true, createdAt: true, provider: { select: { fullName: true } } },
    orderBy: { createdAt: "desc" },
    take: 5,
  },
  _count: { select: { bids: { where: { status: { not: "retracted" } } } } },
  payment: { select: paymentSelect },
} satisfies Prisma.JobInclude;

export type JobWithRelations = Prisma.JobGetPayload<{ include: typeof jobInclude }>;

/** A job from a listing; `distanceMiles` (from the listing's centre, lib/jobs/list-jobs-near.ts) when the listing had one. */
export type ListedJob = JobWithRelations & { distanceMiles?: number };

type Viewer = Pick<SessionUser, "id"> | null;

const toMoney = (value: Prisma.Decimal | null) => (value === null ? null : Number(value));

/**
 * The job as the API shows it (SPEC §3). The street address and the saved-address label are for the job's parties
 * only: the owner, and the assigned provider once the job is no longer open. Once hired, each party sees the other's
 * contact details (the provider the owner's, the owner the provider's), never their own. Everyone else sees the town
 * and coordinates rounded to about 100 m, enough to browse and map.
 */
function jobDto(job: ListedJob, viewer: Viewer, now: Date): JobDto {
  const isOwner = viewer?.id === job.ownerId;
  // A direct request's provider is asked, not hired: until they accept they see it as a market posting.
  const asked = job.status === "offered";
  const isAssigned = !!viewer && viewer.id === job.providerId && !asked;
  const isParty = isOwner || isAssigned;
  const hired = job.status !== "open" && !asked;
  const request = (isOwner || viewer?.id === job.providerId) && toDirectRequestDto(job, now);
  const price = job.agreedPrice ?? job.priceEstimate;
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
    price_estimate: toMoney(job.priceEstimate),
    // What the assigned provider is paid: the accepted bid, else the fixed price.
    agreed_price: job.providerId ? toMoney(job.agreedPrice ?? job.priceEstimate) : null,
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
    owner_late_cancellations: job.owner.lateCancellations,
    provider_name: job.provider?.fullName ?? null,
    provider_rating: job.provider ? averageRating(job.provider.ratingTotal, job.provider.reviewCount) : null,
    provider_review_count: job.provider?.reviewCount ?? null,
    address_label: isOwner ? (job.address?.label ?? null) : null,
    // The owner's saved address the lawn is at ('Post again' offers the same one); null for everyone else.
    user_address_id: isOwner ? job.addressId : null,
    ...(isAssigned && hired ? { owner_email: job.owner.email, owner_phone: job.owner.phone } : {}),
    ...(isOwner && hired && job.provider
      ? { provider_email: job.provider.email, provider_phone: job.provider.phone }
      : {}),
    // While claimed, the parties see when the claim lapses unless started.
    ...(isParty && job.claimLapsesAt ? { claim_lapses_at: job.claimLapsesAt.toISOString() } : {}),
    bidding_closes_at: job.biddingClosesAt?.toISOString() ?? null,
    ...(isOwner ? { auto_award: job.autoAwardMinRating === null ? null : { min_rating: job.autoAwardMinRating } } : {}),
    cancelled_late: job.cancelledLate,
    ...(claimHistory.length > 0 ? { claim_history: claimHistory } : {}),
    // For the parties of a completed job: have they reviewed, is the other side's review waiting, until when.
    ...(review ? { review } : {}),
    recurrence: toRecurrenceDto(job),
    ...(request ? { request } : {}),
    ...(isParty && hired && price !== null && job.recurrenceFrequency === null
      ? { payment: toPaymentDto(job.payment, price) }
      : {}),
  };
}

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
export function toClaimEventDto(event: ClaimEventWithJob): z.infer<typeof claimEventDtoSchema> {
  return {
    id: event.id,
    kind: event.kind,
    job_id: event.jobId,
    job_title: event.job.title,
    at: event.createdAt.toISOString(),
  };
}
