"use client";

import { AdvancedMarker, Map, useMap } from "@vis.gl/react-google-maps";
import { useEffect, useMemo, useState } from "react";
import { DEFAULT_CENTER, DEFAULT_ZOOM, initialCamera, type InitialCamera } from "@/lib/maps/camera";
import { GoogleBridge } from "./google-bridge";
import { ClusterMarker, JobMarker, markerColor } from "./job-marker";
import type { JobsMapProps } from "./jobs-map";
import { useMaps } from "./maps-provider";
import { useClusters, type MapView } from "./use-clusters";

const PADDING = 48;
const toLatLng = ({ latitude, longitude }: { latitude: number; longitude: number }) => ({
  lat: latitude,
  lng: longitude,
});

/** Moves the camera to the list (another page or filter); Google's fitBounds has no zoom cap, so it is applied after. */
function FollowCamera({ camera }: { camera: InitialCamera }) {
  const map = useMap();
  useEffect(() => {
    if (!map) return;
    if (!("bounds" in camera)) {
      map.moveCamera({ center: toLatLng(camera.center), zoom: camera.zoom });
      return;
    }
    const [west, south, east, north] = camera.bounds;
    map.fitBounds({ west, south, east, north }, PADDING);
    const listener = map.addListener("idle", () => {
      listener.remove();
      if ((map.getZoom() ?? 0) > camera.maxZoom) map.setZoom(camera.maxZoom);
    });
    return () => listener.remove();
  }, [map, camera]);
  return null;
}

function GoogleMapView({ jobs, highlightedId, onSelect, userPosition }: JobsMapProps) {
  const { mapId } = useMaps();
  const [view, setView] = useState<MapView | null>(null);
  const camera = useMemo(() => initialCamera(jobs, userPosition), [jobs, userPosition]);
  const items = useClusters(jobs, view);
  const map = useMap();
  return (
    <Map
      mapId={mapId}
      defaultCenter={toLatLng(DEFAULT_CENTER)}
      defaultZoom={DEFAULT_ZOOM}
      gestureHandling="cooperative"
      clickableIcons={false}
      streetViewControl={false}
      mapTypeControl={false}
      style={{ width: "100%", height: "100%" }}
      onBoundsChanged={(event) => {
        const { west, south, east, north } = event.detail.bounds;
        setView({ bounds: [west, south, east, north], zoom: event.detail.zoom });
      }}
    >
      <FollowCamera camera={camera} />
      {items.map((item) =>
        item.kind === "job" ? (
          // clickable: the marker's content (our button) takes the pointer; Google leaves other markers click-through.
          <AdvancedMarker
            key={item.job.id}
            position={toLatLng(item.job)}
            zIndex={item.job.id === highlightedId ? 2 : 1}
            title={item.job.title}
            clickable
          >
            <JobMarker job={item.job} color={markerColor(item.job, highlightedId)} onSelect={onSelect} />
          </AdvancedMarker>
        ) : (
          <AdvancedMarker key={`cluster-${item.id}`} position={toLatLng(item)} zIndex={1} clickable>
            <ClusterMarker
              count={item.count}
              onExpand={() => map?.moveCamera({ center: toLatLng(item), zoom: item.expansionZoom })}
            />
          </AdvancedMarker>
        ),
      )}
    </Map>
  );
}

/** The map with a Google key, once the Maps JavaScript API has loaded. */
export default function GoogleJobsMap(props: JobsMapProps) {
  return (
    <GoogleBridge>
      <GoogleMapView {...props} />
    </GoogleBridge>
  );
}
