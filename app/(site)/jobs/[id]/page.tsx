import { cache, type ReactNode } from "react";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cardJob } from "@/components/jobs/card-job";
import {
  formatBidCount,
  formatDate,
  formatNeededBy,
  formatPrice,
  priceLabel,
  STATUS_LABEL,
} from "@/components/jobs/format";
import { JobActions } from "@/components/jobs/job-actions";
import { offerOf } from "@/components/jobs/offer";
import { Rating } from "@/components/reviews/rating";
import { AppError } from "@/lib/errors";
import { toJobDto } from "@/lib/jobs/dto";
import { getVisibleJob } from "@/lib/jobs/get-job";
import { appUrl } from "@/lib/notifications/app-url";
import { idSchema } from "@/lib/validations/common";

// Public, read per request: a job's status and bids change.
export const dynamic = "force-dynamic";

/**
 * A job as anyone may see it, to share: the DTO for no viewer (SPEC §3), so the town and ZIP but never the street,
 * the owner's contact or the exact position, whoever opens the link. An unknown or malformed id is a 404.
 */
const loadJob = cache(async (id: string) => {
  if (!idSchema.safeParse(id).success) notFound();
  try {
    return toJobDto(await getVisibleJob(id, null), null);
  } catch (error) {
    if (error instanceof AppError && error.code === "job_not_found") notFound();
    throw error;
  }
});

const summary = (job: Awaited<ReturnType<typeof loadJob>>) =>
  `${formatPrice(job.price_estimate)} · ${job.location}${job.area ? ` · ${job.area}` : ""} — lawn care on LawnLink`;

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  const job = await loadJob((await params).id);
  const description = job.description ? job.description.slice(0, 200) : summary(job);
  const photo = job.photos[0];
  return {
    title: job.title,
    description,
    alternates: { canonical: appUrl(`/jobs/${job.id}`) },
    openGraph: {
      type: "website",
      siteName: "LawnLink",
      title: job.title,
      description: summary(job),
      url: appUrl(`/jobs/${job.id}`),
      ...(photo ? { images: [{ url: appUrl(photo), alt: `Photo of ${job.title}` }] } : {}),
    },
    twitter: { card: photo ? "summary_large_image" : "summary", title: job.title, description: summary(job) },
  };
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8rem_minmax(0,1fr)] gap-3 border-b py-2.5 text-sm last:border-0">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

/** The shareable page of one job (linked from its card and its drawer): its public facts, and its buttons. */
export default async function JobPage({ params }: { params: Promise<{ id: string }> }) {
  const job = await loadJob((await params).id);
  const photo = job.photos[0];
  return (
    <main className="mx-auto grid w-full max-w-3xl flex-1 content-start gap-6 px-4 py-8 sm:px-6">
      <header className="grid gap-1">
        <p className="text-sm text-muted-foreground">
          {STATUS_LABEL[job.status]} · Posted {formatDate(job.created_at)}
        </p>
        <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{job.title}</h1>
      </header>
      {photo && (
        // eslint-disable-next-line @next/next/no-img-element -- an uploaded photo of any size, shown as it is
        <img
          src={photo}
          alt={`Photo of ${job.title}`}
          className="aspect-[16/9] w-full rounded-lg bg-muted object-cover"
        />
      )}
      {job.description && <p className="break-words whitespace-pre-line">{job.description}</p>}
      <dl>
        <Fact term="Location">{job.full_address || job.location}</Fact>
        {job.area && <Fact term="Area">{job.area}</Fact>}
        <Fact term="Needed by">{formatNeededBy(job.needed_by)}</Fact>
        <Fact term={job.price_type === "auction" ? "Starting bid" : "Price"}>
          {formatPrice(job.price_estimate)}
          <span className="block text-xs font-normal text-muted-foreground">{priceLabel(job)}</span>
        </Fact>
        {offerOf(job) === "bid" && <Fact term="Bids">{formatBidCount(job.bid_count)}</Fact>}
        <Fact term="Homeowner">
          <span className="flex flex-wrap items-center gap-x-2">
            {job.owner_name}
            <Rating value={job.owner_rating} count={job.owner_review_count} />
          </span>
        </Fact>
      </dl>
      <div className="flex flex-wrap gap-2">
        <JobActions job={cardJob(job)} />
      </div>
      <p className="text-sm">
        <Link href="/dashboard/provider" className="text-primary underline-offset-4 hover:underline">
          Browse all jobs
        </Link>
      </p>
    </main>
  );
}
