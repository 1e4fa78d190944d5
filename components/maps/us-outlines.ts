import type { StyleSpecification } from "maplibre-gl";
import { feature, mesh } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import counties from "us-atlas/counties-10m.json";

// The U.S. Census Bureau's cartographic boundaries (public domain), as us-atlas ships them: land, state and county
// lines drawn by MapLibre from the bundle itself, with no tile server and no network.
const topology = counties as unknown as Topology<{
  counties: GeometryCollection;
  states: GeometryCollection;
  nation: GeometryCollection;
}>;

const sameState = (a: { id?: string | number }, b: { id?: string | number }) =>
  String(a.id).slice(0, 2) === String(b.id).slice(0, 2);

export const usOutlineStyle: StyleSpecification = {
  version: 8,
  sources: {
    nation: { type: "geojson", data: feature(topology, topology.objects.nation) },
    states: { type: "geojson", data: mesh(topology, topology.objects.states, (a, b) => a !== b) },
    counties: {
      type: "geojson",
      data: mesh(topology, topology.objects.counties, (a, b) => a !== b && sameState(a, b)),
    },
  },
  layers: [
    { id: "water", type: "background", paint: { "background-color": "#dbeafe" } },
    { id: "land", type: "fill", source: "nation", paint: { "fill-color": "#f8fafc" } },
    {
      id: "counties",
      type: "line",
      source: "counties",
      minzoom: 5,
      paint: { "line-color": "#cbd5e1", "line-width": 0.6 },
    },
    { id: "states", type: "line", source: "states", paint: { "line-color": "#64748b", "line-width": 1.2 } },
    { id: "coast", type: "line", source: "nation", paint: { "line-color": "#94a3b8", "line-width": 0.8 } },
  ],
};
