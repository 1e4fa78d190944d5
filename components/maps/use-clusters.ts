"use client";

import { useMemo } from "react";
import Supercluster from "supercluster";
import type { Bounds } from "@/lib/maps/camera";
import type { MapJob } from "./job-marker";

export type MapView = { bounds: Bounds; zoom: number };
export type ClusterItem =
  | { kind: "job"; job: MapJob }
  | { kind: "cluster"; id: number; count: number; latitude: number; longitude: number; expansionZoom: number };

// Jobs closer than about 60 px merge into one marker until zoom 14.
const OPTIONS = { radius: 60, maxZoom: 14 };

/** The markers to draw for the view: single jobs, and clusters of jobs close together when zoomed out. */
export function useClusters(jobs: MapJob[], view: MapView | null): ClusterItem[] {
  const index = useMemo(() => {
    const cluster = new Supercluster<{ job: MapJob }>(OPTIONS);
    cluster.load(
      jobs.map((job) => ({
        type: "Feature",
        properties: { job },
        geometry: { type: "Point", coordinates: [job.longitude, job.latitude] },
      })),
    );
    return cluster;
  }, [jobs]);
  return useMemo(() => {
    if (!view) return [];
    return index.getClusters(view.bounds, Math.round(view.zoom)).map((feature): ClusterItem => {
      const [longitude, latitude] = feature.geometry.coordinates;
      if (!("cluster" in feature.properties)) return { kind: "job", job: feature.properties.job };
      const id = feature.properties.cluster_id;
      return {
        kind: "cluster",
        id,
        count: feature.properties.point_count,
        latitude,
        longitude,
        expansionZoom: index.getClusterExpansionZoom(id),
      };
    });
  }, [index, view]);
}
