import { cache, type ReactNode } from "react";
import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { ProviderBlock } from "@/components/blocks/provider-block";
import { ProviderFavourite } from "@/components/favourites/provider-favourite";
import { formatDate, formatReviewCount } from "@/components/jobs/format";
import { UserAvatar } from "@/components/profile/user-avatar";
import { Pager, pageNumber } from "@/components/provider/pager";
import { ReportButton } from "@/components/reports/report-button";
import { Rating, Stars } from "@/components/reviews/rating";
import { AppError } from "@/lib/errors";
import { toProviderProfileDto } from "@/lib/providers/dto";
import { getProviderProfile } from "@/lib/providers/get-provider-profile";
import { toReviewDto, type ReviewDto } from "@/lib/reviews/dto";
import { listUserReviews } from "@/lib/reviews/list-reviews";
import { idSchema } from "@/lib/validations/common";
import { formatMonth } from "@/lib/format/dates";

// Public, read per request: the reviews and the standing change as jobs are done.
export const dynamic = "force-dynamic";

// Reviews a page; the pages are links (?page=), rendered here on the server like the dashboards' lists.
const PAGE_SIZE = 10;

/** The public profile (the same domain function and DTO as GET /api/providers/{id}); a homeowner or unknown id is a 404. */
const loadProvider = cache(async (id: string) => {
  if (!idSchema.safeParse(id).success) notFound();
  try {
    return toProviderProfileDto(await getProviderProfile(id));
  } catch (error) {
    if (error instanceof AppError && error.code === "provider_not_found") notFound();
    throw error;
  }
});

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  const provider = await loadProvider((await params).id);
  return {
    title: provider.full_name,
    description: `${provider.full_name}, lawn care provider on LawnLink: reviews, experience and equipment.`,
  };
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 rounded-lg border bg-card p-3">
      <dt className="text-xs text-muted-foreground">{term}</dt>
      <dd className="font-semibold break-words">{children}</dd>
    </div>
  );
}

const years = (count: number) => (count === 0 ? "Less than 1 year" : `${count} ${count === 1 ? "year" : "years"}`);

function ReviewItem({ review }: { review: ReviewDto }) {
  return (
    <li>
      <article
        aria-label={`Review by ${review.author_name}`}
        className="grid gap-1.5 rounded-lg border bg-card p-4 text-sm"
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="font-medium">{review.author_name}</p>
          <Stars rating={review.rating} />
        </div>
        <p className="text-xs text-muted-foreground">
          {review.job_title} · {formatDate(review.created_at)}
        </p>
        {review.comment && <p className="break-words whitespace-pre-line">{review.comment}</p>}
        <div className="flex justify-end">
          <ReportButton
            compact
            subjectType="review"
            subjectId={review.id}
            ownerId={review.author_id}
            what={`the review by ${review.author_name}`}
          />
        </div>
      </article>
    </li>
  );
}

/** A provider's public profile: who they are, their standing, and their published reviews, newest first. */
export default async function ProviderProfilePage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { id } = await params;
  const provider = await loadProvider(id);
  const page = pageNumber((await searchParams).page);
  const { reviews, total } = await listUserReviews({
    userId: provider.id,
    limit: PAGE_SIZE,
    skip: (page - 1) * PAGE_SIZE,
  });
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const href = (next: number) => (next === 1 ? `/providers/${provider.id}` : `/providers/${provider.id}?page=${next}`);
  if (page > pages) redirect(href(pages));
  return (
    <main className="mx-auto grid w-full max-w-3xl flex-1 content-start gap-6 px-4 py-8 sm:px-6">
      <header className="flex flex-wrap items-center gap-4">
        <UserAvatar
          name={provider.full_name}
          photoUrl={provider.primary_photo_url}
          alt={provider.full_name}
          className="size-20 text-2xl"
        />
        <div className="grid min-w-0 gap-1">
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{provider.full_name}</h1>
          <p className="text-sm text-muted-foreground">
            Lawn care provider · Member since {formatMonth(provider.member_since)}
          </p>
          <ReportButton
            subjectType="user"
            subjectId={provider.id}
            ownerId={provider.id}
            what={provider.full_name}
            className="w-fit"
          />
          <p className="text-sm font-medium">
            {provider.rating === null ? (
              <span className="text-muted-foreground">No reviews yet</span>
            ) : (
              <Rating value={provider.rating} count={provider.review_count} />
            )}
          </p>
          <ProviderFavourite provider={{ id: provider.id, name: provider.full_name }} />
          <ProviderBlock provider={{ id: provider.id, name: provider.full_name }} />
        </div>
      </header>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Fact term="Jobs completed">{provider.jobs_completed}</Fact>
        <Fact term="Rating">
          {provider.rating === null
            ? "None yet"
            : `${provider.rating.toFixed(1)} (${formatReviewCount(provider.review_count)})`}
        </Fact>
        <Fact term="Experience">
          {provider.experience_years === null ? "Not specified" : years(provider.experience_years)}
        </Fact>
        <Fact term="Service radius">
          {provider.service_radius === null ? "Not specified" : `${provider.service_radius} miles`}
        </Fact>
        <Fact term="Visits completed">{provider.visits_completed}</Fact>
        <Fact term="On time">
          {provider.reliability.on_time_rate === null
            ? "No visits yet"
            : `${Math.round(provider.reliability.on_time_rate * 100)}% of visits`}
        </Fact>
        <Fact term="Missed visits">{provider.reliability.missed_visits}</Fact>
        <Fact term="Late releases">{provider.reliability.late_releases}</Fact>
      </dl>
      <section aria-labelledby="about-title" className="grid gap-3">
        <h2 id="about-title" className="text-xl font-semibold">
          About
        </h2>
        <dl className="grid gap-3 text-sm">
          <div className="grid gap-1">
            <dt className="font-medium">Equipment</dt>
            <dd className="break-words whitespace-pre-line text-muted-foreground">
              {provider.equipment || "Not specified"}
            </dd>
          </div>
          <div className="grid gap-1">
            <dt className="font-medium">Bio</dt>
            <dd className="break-words whitespace-pre-line text-muted-foreground">{provider.bio || "Not provided"}</dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="reviews-title" className="grid gap-3">
        <h2 id="reviews-title" className="text-xl font-semibold">
          Reviews {total > 0 && <span className="text-muted-foreground">({total})</span>}
        </h2>
        {total === 0 ? (
          <p className="rounded-xl border border-dashed p-6 text-center text-muted-foreground">No reviews yet.</p>
        ) : (
          <ul className="grid gap-3" aria-label="Reviews">
            {reviews.map((review) => (
              <ReviewItem key={review.id} review={toReviewDto(review)} />
            ))}
          </ul>
        )}
        {pages > 1 && <Pager page={page} pages={pages} href={href} />}
      </section>
    </main>
  );
}
