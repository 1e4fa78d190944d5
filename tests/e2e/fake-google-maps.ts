import type { Page } from "@playwright/test";

// A stand-in for the Google Maps JavaScript API, served by a Playwright route in place of the real script URL
// (https://maps.googleapis.com/maps/api/js?key=…&libraries=…&callback=google.maps.__ib__). It implements the parts
// of the published interface the app calls, as Google documents them: the bootstrap callback and importLibrary;
// core (LatLng, LatLngBounds, event, Settings); maps (Map: setOptions, moveCamera, fitBounds, getters, listeners);
// marker (AdvancedMarkerElement, a custom element placed over the map by Web Mercator); places (the new
// AutocompleteSuggestion.fetchAutocompleteSuggestions, AutocompleteSessionToken, Place.fetchFields); and
// window.gm_authFailure, which Google calls when it rejects the key.

export type FakePlace = {
  placeId: string;
  text: string;
  formattedAddress?: string;
  addressComponents?: { longText: string; shortText: string; types: string[] }[];
  location?: { lat: number; lng: number };
};

type FakeConfig = { places: FakePlace[]; rejectKey: boolean };

/** What the page's fake recorded, for assertions. */
export type FakeGoogleRecord = {
  scriptUrl: string;
  autocompleteRequests: { input: string; includedRegionCodes?: string[] }[];
};

function installFakeGoogleMaps(config: FakeConfig) {
  type Listener = (...args: unknown[]) => void;
  const listeners = new WeakMap<object, Map<string, Set<Listener>>>();
  const record = {
    scriptUrl: (document.currentScript as HTMLScriptElement | null)?.src ?? "",
    autocompleteRequests: [] as unknown[],
  };
  (window as unknown as { __fakeGoogle: unknown }).__fakeGoogle = record;

  const event = {
    addListener(instance: object, name: string, handler: Listener) {
      const byName = listeners.get(instance) ?? new Map<string, Set<Listener>>();
      listeners.set(instance, byName);
      const set = byName.get(name) ?? new Set<Listener>();
      byName.set(name, set);
      set.add(handler);
      return { remove: () => set.delete(handler) };
    },
    addListenerOnce(instance: object, name: string, handler: Listener) {
      const listener = event.addListener(instance, name, (...args) => {
        listener.remove();
        handler(...args);
      });
      return listener;
    },
    removeListener(listener: { remove(): void }) {
      listener.remove();
    },
    clearInstanceListeners(instance: object) {
      listeners.delete(instance);
    },
    trigger(instance: object, name: string, ...args: unknown[]) {
      for (const handler of [...(listeners.get(instance)?.get(name) ?? [])]) handler(...args);
    },
  };

  class LatLng {
    constructor(
      private readonly latitude: number | { lat: number; lng: number },
      private readonly longitude?: number,
    ) {}
    lat() {
      return typeof this.latitude === "number" ? this.latitude : this.latitude.lat;
    }
    lng() {
      return typeof this.latitude === "number" ? (this.longitude as number) : this.latitude.lng;
    }
    toJSON() {
      return { lat: this.lat(), lng: this.lng() };
    }
    equals(other: LatLng) {
      return other.lat() === this.lat() && other.lng() === this.lng();
    }
  }

  type Literal = { north: number; south: number; east: number; west: number };
  class LatLngBounds {
    constructor(private readonly box: Literal) {}
    toJSON() {
      return { ...this.box };
    }
    getNorthEast() {
      return new LatLng(this.box.north, this.box.east);
    }
    getSouthWest() {
      return new LatLng(this.box.south, this.box.west);
    }
    getCenter() {
      return new LatLng((this.box.north + this.box.south) / 2, (this.box.east + this.box.west) / 2);
    }
  }

  // Web Mercator, 256-pixel tiles.
  const worldX = (lng: number, zoom: number) => ((lng + 180) / 360) * 256 * 2 ** zoom;
  const worldY = (lat: number, zoom: number) => {
    const sin = Math.sin((lat * Math.PI) / 180);
    return (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * 256 * 2 ** zoom;
  };
  const latitudeAt = (y: number, zoom: number) => {
    const n = Math.PI - (2 * Math.PI * y) / (256 * 2 ** zoom);
    return (180 / Math.PI) * Math.atan(Math.sinh(n));
  };
  const longitudeAt = (x: number, zoom: number) => (x / (256 * 2 ** zoom)) * 360 - 180;
  const toLiteral = (value: unknown): { lat: number; lng: number } =>
    value instanceof LatLng ? value.toJSON() : (value as { lat: number; lng: number });

  class FakeMap {
    center = { lat: 0, lng: 0 };
    zoom = 1;
    options: Record<string, unknown> = {};
    readonly markers = new Set<AdvancedMarkerElement>();
    readonly layer: HTMLElement;
    constructor(
      private readonly div: HTMLElement,
      options: Record<string, unknown> = {},
    ) {
      div.dataset.fakeGoogleMap = "";
      div.style.position = "relative";
      div.style.overflow = "hidden";
      this.layer = document.createElement("div");
      this.layer.style.cssText = "position:absolute;inset:0";
      div.append(this.layer);
      this.setOptions(options);
    }
    getDiv() {
      return this.div;
    }
    setOptions(options: Record<string, unknown>) {
      this.options = { ...this.options, ...options };
      this.div.dataset.mapId = String(this.options.mapId ?? "");
      if (options.center || options.zoom !== undefined)
        this.moveCamera({ center: options.center, zoom: options.zoom as number | undefined });
    }
    moveCamera({ center, zoom }: { center?: unknown; zoom?: number }) {
      if (center) this.center = toLiteral(center);
      if (typeof zoom === "number") this.zoom = zoom;
      this.changed();
    }
    setCenter(center: unknown) {
      this.moveCamera({ center });
    }
    setZoom(zoom: number) {
      this.moveCamera({ zoom });
    }
    getCenter() {
      return new LatLng(this.center.lat, this.center.lng);
    }
    getZoom() {
      return this.zoom;
    }
    getHeading() {
      return 0;
    }
    getTilt() {
      return 0;
    }
    size() {
      return { width: this.div.clientWidth || 640, height: this.div.clientHeight || 480 };
    }
    getBounds() {
      const { width, height } = this.size();
      const x = worldX(this.center.lng, this.zoom);
      const y = worldY(this.center.lat, this.zoom);
      return new LatLngBounds({
        north: latitudeAt(y - height / 2, this.zoom),
        south: latitudeAt(y + height / 2, this.zoom),
        west: longitudeAt(x - width / 2, this.zoom),
        east: longitudeAt(x + width / 2, this.zoom),
      });
    }
    /** Like Google's: the largest whole zoom at which the bounds fit inside the padded map (no cap). */
    fitBounds(bounds: Literal | LatLngBounds, padding: number | Record<string, number> = 0) {
      const box = bounds instanceof LatLngBounds ? bounds.toJSON() : bounds;
      const pad = typeof padding === "number" ? padding : 0;
      const { width, height } = this.size();
      let zoom = 22;
      while (
        zoom > 0 &&
        (worldX(box.east, zoom) - worldX(box.west, zoom) > width - 2 * pad ||
          worldY(box.south, zoom) - worldY(box.north, zoom) > height - 2 * pad)
      ) {
        zoom--;
      }
      this.moveCamera({ center: { lat: (box.north + box.south) / 2, lng: (box.east + box.west) / 2 }, zoom });
    }
    addListener(name: string, handler: Listener) {
      return event.addListener(this, name, handler);
    }
    position(marker: AdvancedMarkerElement) {
      if (!marker.position) return;
      const { width, height } = this.size();
      const { lat, lng } = toLiteral(marker.position);
      marker.style.left = `${worldX(lng, this.zoom) - worldX(this.center.lng, this.zoom) + width / 2}px`;
      marker.style.top = `${worldY(lat, this.zoom) - worldY(this.center.lat, this.zoom) + height / 2}px`;
    }
    private changed() {
      this.div.dataset.center = `${this.center.lat.toFixed(4)},${this.center.lng.toFixed(4)}`;
      this.div.dataset.zoom = String(this.zoom);
      for (const marker of this.markers) this.position(marker);
      // Google reports camera changes asynchronously, then 'idle' once the map settles.
      setTimeout(() => {
        for (const name of ["center_changed", "zoom_changed", "bounds_changed", "idle"]) event.trigger(this, name);
      }, 0);
    }
  }

  class AdvancedMarkerElement extends HTMLElement {
    private currentMap: FakeMap | null = null;
    private currentPosition: unknown = null;
    private currentContent: HTMLElement | null = null;
    gmpDraggable = false;
    gmpClickable = false;
    collisionBehavior: unknown = null;
    anchorLeft: unknown;
    anchorTop: unknown;
    constructor(options: Record<string, unknown> = {}) {
      super();
      this.style.cssText = "position:absolute;transform:translate(-50%,-100%)";
      Object.assign(this, options);
    }
    get map() {
      return this.currentMap;
    }
    set map(map: FakeMap | null) {
      this.currentMap?.markers.delete(this);
      this.remove();
      this.currentMap = map;
      if (!map) return;
      map.markers.add(this);
      map.layer.append(this);
      map.position(this);
    }
    get position() {
      return this.currentPosition;
    }
    set position(position: unknown) {
      this.currentPosition = position;
      this.currentMap?.position(this);
    }
    get content() {
      return this.currentContent;
    }
    set content(content: HTMLElement | null) {
      this.currentContent?.remove();
      this.currentContent = content;
      if (content) this.append(content);
    }
    get zIndex() {
      return Number(this.style.zIndex) || null;
    }
    set zIndex(value: number | null) {
      this.style.zIndex = value === null || value === undefined ? "" : String(value);
    }
  }
  customElements.define("gmp-advanced-marker", AdvancedMarkerElement);

  class PinElement {
    readonly element = document.createElement("div");
    constructor(readonly options: Record<string, unknown> = {}) {}
  }

  class AutocompleteSessionToken {}

  class Place {
    id: string;
    formattedAddress: string | null = null;
    addressComponents: FakePlace["addressComponents"] | null = null;
    location: LatLng | null = null;
    constructor({ id }: { id: string }) {
      this.id = id;
    }
    async fetchFields({ fields }: { fields: string[] }) {
      const fixture = config.places.find((place) => place.placeId === this.id);
      if (fields.includes("formattedAddress")) this.formattedAddress = fixture?.formattedAddress ?? null;
      if (fields.includes("addressComponents")) this.addressComponents = fixture?.addressComponents ?? null;
      if (fields.includes("location"))
        this.location = fixture?.location ? new LatLng(fixture.location.lat, fixture.location.lng) : null;
      return { place: this };
    }
  }

  const AutocompleteSuggestion = {
    async fetchAutocompleteSuggestions(request: {
      input: string;
      includedRegionCodes?: string[];
      sessionToken?: AutocompleteSessionToken;
    }) {
      record.autocompleteRequests.push({ input: request.input, includedRegionCodes: request.includedRegionCodes });
      const words = request.input.toLowerCase();
      const suggestions = config.places
        .filter((place) => place.text.toLowerCase().includes(words))
        .map((place) => ({
          placePrediction: {
            placeId: place.placeId,
            text: { text: place.text, matches: [], toString: () => place.text },
            toPlace: () => new Place({ id: place.placeId }),
          },
        }));
      return { suggestions };
    },
  };

  const libraries: Record<string, object> = {
    core: { LatLng, LatLngBounds, event, Settings: { getInstance: () => ({}) } },
    maps: { Map: FakeMap },
    marker: { AdvancedMarkerElement, PinElement },
    places: { AutocompleteSuggestion, AutocompleteSessionToken, Place },
  };
  const maps = (window as unknown as { google: { maps: Record<string, unknown> } }).google.maps;
  Object.assign(maps, {
    version: "3.62.1",
    LatLng,
    LatLngBounds,
    event,
    Map: FakeMap,
    Settings: { getInstance: () => ({}) },
  });
  maps.marker = libraries.marker;
  maps.places = libraries.places;
  maps.importLibrary = async (name: string) => {
    const library = libraries[name];
    if (!library) throw new Error(`The fake Google Maps has no library "${name}"`);
    return library;
  };

  // The bootstrap names its callback in the script URL (callback=google.maps.__ib__).
  const callbackPath = new URL(record.scriptUrl).searchParams.get("callback") ?? "";
  const callback = callbackPath
    .split(".")
    .reduce<unknown>((object, key) => (object as Record<string, unknown> | undefined)?.[key], window);
  if (typeof callback === "function") callback();
  // Google checks the key after loading and reports a rejected one through window.gm_authFailure.
  if (config.rejectKey) setTimeout(() => (window as unknown as { gm_authFailure?: () => void }).gm_authFailure?.(), 10);
}

const SCRIPT_URL = /^https:\/\/maps\.googleapis\.com\/maps\/api\/js/;

type FakeOptions = {
  places?: FakePlace[];
  /** Answer as Google does for a rejected key: load, then call window.gm_authFailure. */
  rejectKey?: boolean;
  /** The script cannot be fetched (network error): the loader reports failure. */
  unreachable?: boolean;
  /** Hold the script back until the returned release() is called, to see the loading state. */
  held?: boolean;
};

/** Serves the fake in place of Google's script for this page; release() lets a held script through. */
export async function serveFakeGoogleMaps(
  page: Page,
  { places = [], rejectKey = false, unreachable = false, held = false }: FakeOptions = {},
) {
  let release = () => {};
  const gate = held ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  await page.route(SCRIPT_URL, async (route) => {
    if (unreachable) return route.abort("internetdisconnected");
    await gate;
    // __name: the helper some TypeScript transpilers (esbuild's keepNames) call inside transpiled functions.
    const body = `var __name = (target) => target;\n(${installFakeGoogleMaps.toString()})(${JSON.stringify({ places, rejectKey } satisfies FakeConfig)});`;
    await route.fulfill({ status: 200, contentType: "text/javascript", body });
  });
  return { release };
}

export async function fakeGoogleRecord(page: Page): Promise<FakeGoogleRecord> {
  return page.evaluate(() => (window as unknown as { __fakeGoogle: FakeGoogleRecord }).__fakeGoogle);
}
