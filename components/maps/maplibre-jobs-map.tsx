"use client";

import "maplibre-gl/dist/maplibre-gl.css";
import { Map, Marker, NavigationControl, type MapRef } from "@vis.gl/react-maplibre";
import { getVersion, setWorkerUrl, type Map as MapLibre } from "maplibre-gl";
import { useEffect, useMemo, useRef, useState } from "react";
import { initialCamera } from "@/lib/maps/camera";
import { ClusterMarker, JobMarker, markerColor } from "./job-marker";
import type { JobsMapProps } from "./jobs-map";
import { useClusters, type MapView } from "./use-clusters";
import { usOutlineStyle } from "./us-outlines";

const PADDING = 48;

// The worker and its shared module are served by app/maplibre/[version]/[file] (bundlers do not emit them).
setWorkerUrl(`/maplibre/${getVersion()}/maplibre-gl-worker.mjs`);

function viewOf(map: MapLibre): MapView {
  const bounds = map.getBounds();
  return { bounds: [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()], zoom: map.getZoom() };
}

/** The map without a Google key: MapLibre GL over the Census outlines, with the jobs' markers and clusters. */
export default function MapLibreJobsMap({ jobs, highlightedId, onSelect, userPosition }: JobsMapProps) {
  const ref = useRef<MapRef>(null);
  const [view, setView] = useState<MapView | null>(null);
  const camera = useMemo(() => initialCamera(jobs, userPosition), [jobs, userPosition]);
  const items = useClusters(jobs, view);

  // A new list (another page or filter) moves the camera to it.
  useEffect(() => {
    const map = ref.current;
    if (!map) return;
    if ("bounds" in camera) map.fitBounds(camera.bounds, { maxZoom: camera.maxZoom, padding: PADDING, duration: 0 });
    else map.jumpTo({ center: [camera.center.longitude, camera.center.latitude], zoom: camera.zoom });
  }, [camera]);

  return (
    <Map
      ref={ref}
      initialViewState={
        "bounds" in camera
          ? { bounds: camera.bounds, fitBoundsOptions: { maxZoom: camera.maxZoom, padding: PADDING } }
          : { longitude: camera.center.longitude, latitude: camera.center.latitude, zoom: camera.zoom }
      }
      mapStyle={usOutlineStyle}
      style={{ width: "100%", height: "100%" }}
      dragRotate={false}
      touchPitch={false}
      attributionControl={{ compact: true, customAttribution: "U.S. Census Bureau (us-atlas)" }}
      onLoad={(event) => setView(viewOf(event.target))}
      onMoveEnd={(event) => setView(viewOf(event.target))}
    >
      <NavigationControl showCompass={false} />
      {items.map((item) =>
        item.kind === "job" ? (
          <Marker
            key={item.job.id}
            longitude={item.job.longitude}
            latitude={item.job.latitude}
            anchor="bottom"
            style={{ zIndex: item.job.id === highlightedId ? 2 : 1 }}
          >
            <JobMarker job={item.job} color={markerColor(item.job, highlightedId)} onSelect={onSelect} />
          </Marker>
        ) : (
          <Marker key={`cluster-${item.id}`} longitude={item.longitude} latitude={item.latitude} style={{ zIndex: 1 }}>
            <ClusterMarker
              count={item.count}
              onExpand={() =>
                ref.current?.easeTo({ center: [item.longitude, item.latitude], zoom: item.expansionZoom })
              }
            />
          </Marker>
        ),
      )}
    </Map>
  );
}
