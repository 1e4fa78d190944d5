"use client";

import { cn } from "@/components/ui/cn";

/** SPEC §2 legend: fixed price = blue, auction = purple, selected or hovered = red. */
export const MARKER_COLORS = { fixed: "#2563eb", auction: "#9333ea", selected: "#dc2626" } as const;
export type MarkerColor = keyof typeof MARKER_COLORS;

/** What a map needs of a job. */
export type MapJob = {
  id: string;
  title: string;
  price_type: "fixed" | "auction";
  latitude: number;
  longitude: number;
  price_label: string;
};

export function markerColor(job: Pick<MapJob, "id" | "price_type">, highlightedId: string | null): MarkerColor {
  return job.id === highlightedId ? "selected" : job.price_type;
}

/** A job's marker: a pin-shaped button, the same on both maps, so a keyboard or screen reader can pick a job. */
export function JobMarker({ job, color, onSelect }: { job: MapJob; color: MarkerColor; onSelect(id: string): void }) {
  return (
    <button
      type="button"
      data-job-marker={job.id}
      data-marker-color={color}
      aria-label={`${job.title}, ${job.price_label}`}
      aria-pressed={color === "selected"}
      onClick={(event) => {
        event.stopPropagation();
        onSelect(job.id);
      }}
      className={cn(
        "block size-7 -translate-y-1/2 rotate-45 rounded-full rounded-br-none border-2 border-white shadow-md outline-none",
        "focus-visible:ring-[3px] focus-visible:ring-ring",
        color === "selected" && "z-10 scale-125",
      )}
      style={{ backgroundColor: MARKER_COLORS[color] }}
    />
  );
}

/** Several jobs close together when zoomed out: the count, and a click zooms in on them. */
export function ClusterMarker({ count, onExpand }: { count: number; onExpand(): void }) {
  return (
    <button
      type="button"
      data-cluster-marker={count}
      aria-label={`${count} jobs here, zoom in`}
      onClick={(event) => {
        event.stopPropagation();
        onExpand();
      }}
      className="grid size-10 place-items-center rounded-full border-2 border-white bg-primary text-sm font-semibold text-primary-foreground shadow-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring"
    >
      {count}
    </button>
  );
}

export function MapLegend() {
  const items = [
    ["Fixed price", MARKER_COLORS.fixed],
    ["Auction", MARKER_COLORS.auction],
    ["Selected / hovered", MARKER_COLORS.selected],
  ] as const;
  return (
    <ul aria-label="Map legend" className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
      {items.map(([label, color]) => (
        <li key={label} className="flex items-center gap-1.5">
          <span aria-hidden className="size-3 rounded-full" style={{ backgroundColor: color }} />
          {label}
        </li>
      ))}
    </ul>
  );
}
