import { ArrowRight, Funnel, List, Map as MapIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ButtonLink } from "@/components/ui/button-link";
import { LoadError } from "@/components/ui/load-error";
import { cardJob } from "@/components/jobs/card-job";
import { JobActions } from "@/components/jobs/job-actions";
import { formatDate, formatPrice, priceLabel } from "@/components/jobs/format";
import { JobCard } from "@/components/jobs/job-card";
import { JobCardGrid } from "@/components/jobs/job-card-grid";
import { cardPhoto, jobCardView, type JobCardView } from "@/components/jobs/job-card-view";
import type { JobDto } from "@/lib/jobs/dto";
import { demoJobs, type DemoJob } from "./demo-jobs";

// SPEC §2 leaves Filter and Map View/List View unwired on the home page; they lead to the provider dashboard's own.
// None of its links is prefetched: the dashboard has no loading state to fetch ahead (docs/performance.md).
const VIEW_LINKS = [
  { label: "Filter", icon: Funnel, href: "/dashboard/provider#filters" },
  { label: "Map View", icon: MapIcon, href: "/dashboard/provider?view=map" },
  { label: "List View", icon: List, href: "/dashboard/provider" },
];

function demoCardView(job: DemoJob): JobCardView {
  return {
    id: job.id,
    title: job.title,
    description: job.description,
    location: job.location,
    when: `Due ${formatDate(job.deadline)}`,
    area: job.area,
    price: formatPrice(job.price),
    priceLabel: priceLabel({ price_type: job.priceType, price_estimate: job.price, agreed_price: null }),
    badge: job.priceType === "auction" ? "auction" : "claim",
    bidCount: job.bids,
    ownerName: job.owner.name,
    ownerRating: job.owner.rating,
    photo: cardPhoto(job.photos[0]),
  };
}

/** The newest open jobs with working buttons; while the marketplace has none, SPEC §2's three demo cards (whose buttons do nothing). */
export function AvailableJobs({
  result,
  viewerId,
}: {
  result: { jobs: JobDto[]; pagination: { total: number } } | null;
  viewerId: string | null;
}) {
  const jobs = result?.jobs ?? [];
  const total = result?.pagination.total ?? 0;
  return (
    <section aria-labelledby="available-jobs-title" className="mx-auto grid max-w-6xl gap-6 px-4 py-12 sm:px-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <h2 id="available-jobs-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Available Jobs
          </h2>
          <p className="text-muted-foreground">Lawns near you waiting for a provider.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {VIEW_LINKS.map(({ label, icon: Icon, href }) => (
            <ButtonLink key={label} href={href} prefetch={false} variant="outline" size="sm">
              <Icon aria-hidden />
              {label}
            </ButtonLink>
          ))}
        </div>
      </div>
      {!result ? (
        <LoadError message="Failed to fetch jobs" />
      ) : (
        <JobCardGrid>
          {jobs.length > 0
            ? jobs.map((job) => (
                <JobCard key={job.id} job={jobCardView(job, viewerId)} actions={<JobActions job={cardJob(job)} />} />
              ))
            : demoJobs.map((job) => (
                <JobCard
                  key={job.id}
                  job={demoCardView(job)}
                  actions={
                    <>
                      <Button variant="outline" aria-label={`View details of ${job.title}`}>
                        View Details
                      </Button>
                      <Button
                        aria-label={`${job.priceType === "auction" ? "Place Bid on" : "Claim Job:"} ${job.title}`}
                      >
                        {job.priceType === "auction" ? "Place Bid" : "Claim Job"}
                      </Button>
                    </>
                  }
                />
              ))}
        </JobCardGrid>
      )}
      {total > jobs.length && (
        <ButtonLink href="/dashboard/provider" prefetch={false} variant="link" className="justify-self-center">
          See all {total} available jobs
          <ArrowRight aria-hidden />
        </ButtonLink>
      )}
    </section>
  );
}
