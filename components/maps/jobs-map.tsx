"use client";

import dynamic from "next/dynamic";
import type { LatLng } from "@/lib/maps/camera";
import type { MapJob } from "./job-marker";
import { isGoogleLoading, useMaps } from "./maps-provider";

export type JobsMapProps = {
  jobs: MapJob[];
  /** The selected or hovered job: its marker is red. */
  highlightedId: string | null;
  onSelect(id: string): void;
  /** Where the user searches from, if known: the map opens there when there are no jobs. */
  userPosition?: LatLng | null;
};

function MapMessage({ children }: { children: React.ReactNode }) {
  return (
    <div className="grid h-full place-items-center bg-muted p-6 text-center text-sm text-muted-foreground">
      {children}
    </div>
  );
}

// Each map is its own chunk, fetched only when the map view opens.
const MapLibreJobsMap = dynamic(() => import("./maplibre-jobs-map"), {
  ssr: false,
  loading: () => <MapMessage>Loading map...</MapMessage>,
});
const GoogleJobsMap = dynamic(() => import("./google-jobs-map"), {
  ssr: false,
  loading: () => <MapMessage>Loading Google Maps...</MapMessage>,
});

/** SPEC §8: a rejected key leaves the map area with this message. */
function AuthFailureMessage() {
  return (
    <div
      role="alert"
      className="grid h-full content-center gap-2 bg-muted p-6 text-center text-sm text-muted-foreground"
    >
      <h3 className="text-base font-semibold text-foreground">Error: AuthFailure</h3>
      <p>
        A problem with your API key prevents the map from rendering correctly. Please make sure the value of{" "}
        <code>NEXT_PUBLIC_GOOGLE_MAPS_API_KEY</code> is correct. Check the error message in the console for further
        details.
      </p>
    </div>
  );
}

/** The jobs map: Google's with a working key, else MapLibre over the Census outlines (no key, or Google failed to load). */
export function JobsMap(props: JobsMapProps) {
  const maps = useMaps();
  let map: React.ReactNode;
  if (maps.status === "AUTH_FAILURE") map = <AuthFailureMessage />;
  else if (isGoogleLoading(maps)) map = <MapMessage>Loading Google Maps...</MapMessage>;
  else if (maps.apiKey && maps.status === "LOADED") map = <GoogleJobsMap {...props} />;
  else map = <MapLibreJobsMap {...props} />;
  return <div className="relative h-[420px] overflow-hidden rounded-xl border sm:h-[520px]">{map}</div>;
}
