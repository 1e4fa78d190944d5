import Link from "next/link";
import { Funnel, List, Map as MapIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { demoJobs } from "./demo-jobs";
import { JobCard } from "./job-card";

// SPEC §2: Filter and Map View/List View are not wired on the home page; they lead to the provider dashboard.
const VIEW_LINKS = [
  { label: "Filter", icon: Funnel },
  { label: "Map View", icon: MapIcon },
  { label: "List View", icon: List },
];

export function AvailableJobs() {
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
        {demoJobs.map((job) => (
          <JobCard key={job.id} job={job} />
        ))}
      </div>
    </section>
  );
}
