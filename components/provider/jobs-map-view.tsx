"use client";

import { useMemo, useState } from "react";
import { JobDetailDrawer } from "@/components/jobs/job-detail-drawer";
import { formatDistance, formatPrice, priceLabel } from "@/components/jobs/format";
import { MapLegend, type MapJob } from "@/components/maps/job-marker";
import { JobsMap } from "@/components/maps/jobs-map";
import { cn } from "@/components/ui/cn";
import type { JobDto } from "@/lib/jobs/dto";
import type { LatLng } from "@/lib/maps/camera";

/**
 * The provider's map view (SPEC §2): the page's jobs as markers beside a compact list. Clicking a marker selects the
 * job and opens its details; hovering a list entry highlights its marker (red, as the legend says).
 */
export function JobsMapView({
  jobs,
  centre,
  viewerId,
}: {
  jobs: JobDto[];
  centre: LatLng | null;
  viewerId: string | null;
}) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [hoveredId, setHoveredId] = useState<string | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const mapJobs = useMemo(
    () =>
      jobs.flatMap((job): MapJob[] =>
        job.latitude === null || job.longitude === null
          ? []
          : [
              {
                id: job.id,
                title: job.title,
                price_type: job.price_type,
                latitude: job.latitude,
                longitude: job.longitude,
                price_label: `${formatPrice(job.price_estimate)} ${priceLabel(job, job.user_id === viewerId)}`,
              },
            ],
      ),
    [jobs, viewerId],
  );
  const selected = jobs.find((job) => job.id === selectedId) ?? null;
  const select = (id: string) => {
    setSelectedId(id);
    setDrawerOpen(true);
  };
  return (
    <section aria-label="Jobs map" className="grid gap-3">
      <MapLegend />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <JobsMap jobs={mapJobs} highlightedId={hoveredId ?? selectedId} onSelect={select} userPosition={centre} />
        <ul aria-label="Jobs on the map" className="grid content-start gap-2">
          {jobs.map((job) => (
            <li key={job.id}>
              <button
                type="button"
                onClick={() => select(job.id)}
                onMouseEnter={() => setHoveredId(job.id)}
                onMouseLeave={() => setHoveredId(null)}
                onFocus={() => setHoveredId(job.id)}
                onBlur={() => setHoveredId(null)}
                className={cn(
                  "grid w-full gap-0.5 rounded-lg border bg-card p-3 text-left text-sm shadow-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
                  job.id === (hoveredId ?? selectedId) && "border-red-600",
                )}
              >
                <span className="font-medium">{job.title}</span>
                <span className="text-muted-foreground">
                  {job.location}
                  {job.distance_miles !== null && ` · ${formatDistance(job.distance_miles)}`} ·{" "}
                  {formatPrice(job.price_estimate)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </div>
      {selected && <JobDetailDrawer job={selected} open={drawerOpen} onOpenChange={setDrawerOpen} />}
    </section>
  );
}
