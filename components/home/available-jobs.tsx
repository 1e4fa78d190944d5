import Link from "next/link";
import { Funnel, List, Map as MapIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { JobActions } from "@/components/jobs/job-actions";
import { formatDate } from "@/components/jobs/format";
import { JobCard, jobCardView, type JobCardView } from "@/components/jobs/job-card";
import type { JobDto } from "@/lib/jobs/dto";
import { demoJobs, type DemoJob } from "./demo-jobs";

// SPEC §2: Filter and Map View/List View are not wired on the home page; they lead to the provider dashboard.
const VIEW_LINKS = [
  { label: "Filter", icon: Funnel },
  { label: "Map View", icon: MapIcon },
  { label: "List View", icon: List },
];

function demoCardView(job: DemoJob): JobCardView {
  return {
    id: job.id, title: job.title, description: job.description, location: job.location, when: `Due ${formatDate(job.deadline)}`,
    area: job.area, price: job.price, priceType: job.priceType, bidCount: job.bids, ownerName: job.owner.name,
    ownerRating: job.owner.rating, photo: job.photos[0], status: job.status,
  };
}

/** The newest open jobs; while the marketplace has none, SPEC §2's three demo cards (whose buttons do nothing). */
export function AvailableJobs({ jobs }: { jobs: JobDto[] }) {
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
          {VIEW_LINKS.map(({ label, icon: Icon }) => (
            <Button key={label} variant="outline" size="sm" asChild>
              <Link href="/dashboard/provider">
                <Icon aria-hidden />
                {label}
              </Link>
            </Button>
          ))}
        </div>
      </div>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {jobs.length > 0
          ? jobs.map((job) => <JobCard key={job.id} job={jobCardView(job)} actions={<JobActions job={job} />} />)
          : demoJobs.map((job) => (
              <JobCard
                key={job.id}
                job={demoCardView(job)}
                actions={
                  <>
                    <Button variant="outline">View Details</Button>
                    <Button>{job.priceType === "auction" ? "Place Bid" : "Claim Job"}</Button>
                  </>
                }
              />
            ))}
      </div>
    </section>
  );
}
