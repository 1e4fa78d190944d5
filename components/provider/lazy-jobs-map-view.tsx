"use client";

import dynamic from "next/dynamic";

/** The map view's code (and the map it loads) is fetched only when the map view opens, never with the list. */
export const LazyJobsMapView = dynamic(() => import("./jobs-map-view").then((module) => module.JobsMapView), {
  loading: () => <p className="text-sm text-muted-foreground">Loading map...</p>,
});
