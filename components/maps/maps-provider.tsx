"use client";

import type { APIProviderContextValue } from "@vis.gl/react-google-maps";
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from "react";

/** SPEC §4 'Maps loading status', as Google's loader names it. */
export type MapsStatus = "NOT_LOADED" | "LOADING" | "LOADED" | "FAILED" | "AUTH_FAILURE";

type GoogleLoaderProps = { apiKey: string; onContext(value: APIProviderContextValue | null): void };

type MapsContextValue = {
  /** Null without NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: the app then uses its own map and address search. */
  apiKey: string | null;
  /** Advanced markers need a map ID; Google's DEMO_MAP_ID serves when none is configured. */
  mapId: string;
  status: MapsStatus;
  /** The one APIProvider's context, for the Google parts (loaded lazily) to bridge into their own tree. */
  google: APIProviderContextValue | null;
};

const MapsContext = createContext<MapsContextValue>({
  apiKey: null,
  mapId: "DEMO_MAP_ID",
  status: "NOT_LOADED",
  google: null,
});

declare global {
  interface Window {
    /** Google's Maps JavaScript API calls this when it rejects the key (SPEC §8). */
    gm_authFailure?: () => void;
  }
}

/**
 * Loads the Google Maps JavaScript API once for the whole app when there is a key. The loader (@vis.gl's
 * APIProvider) is fetched after the page is interactive, so no page's first-load JavaScript carries it, and it
 * renders beside the app rather than around it: its context reaches the Google map and autocomplete through
 * GoogleBridge.
 */
export function MapsProvider({
  apiKey,
  mapId,
  children,
}: {
  apiKey: string | null;
  mapId: string;
  children: ReactNode;
}) {
  const [Loader, setLoader] = useState<ComponentType<GoogleLoaderProps> | null>(null);
  const [google, setGoogle] = useState<APIProviderContextValue | null>(null);
  const [authFailed, setAuthFailed] = useState(false);

  useEffect(() => {
    if (!apiKey) return;
    window.gm_authFailure = () => setAuthFailed(true);
    let current = true;
    import("./google-loader").then((module) => current && setLoader(() => module.GoogleLoader));
    return () => {
      current = false;
    };
  }, [apiKey]);

  const onContext = useCallback((value: APIProviderContextValue | null) => setGoogle(value), []);
  const status: MapsStatus = !apiKey
    ? "NOT_LOADED"
    : authFailed
      ? "AUTH_FAILURE"
      : ((google?.status as MapsStatus | undefined) ?? "NOT_LOADED");
  const value = useMemo(() => ({ apiKey, mapId, status, google }), [apiKey, mapId, status, google]);
  return (
    <MapsContext.Provider value={value}>
      {children}
      {apiKey && Loader && <Loader apiKey={apiKey} onContext={onContext} />}
    </MapsContext.Provider>
  );
}

export function useMaps(): MapsContextValue {
  return useContext(MapsContext);
}

/** With a key, Google's parts are on their way until the script has loaded or failed. */
export function isGoogleLoading({ apiKey, status }: Pick<MapsContextValue, "apiKey" | "status">) {
  return !!apiKey && (status === "NOT_LOADED" || status === "LOADING");
}
