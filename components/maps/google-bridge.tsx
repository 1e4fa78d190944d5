"use client";

import { APIProviderContext } from "@vis.gl/react-google-maps";
import type { ReactNode } from "react";
import { useMaps } from "./maps-provider";

/** Gives the Google components below it the app's one APIProvider context (see MapsProvider). */
export function GoogleBridge({ children }: { children: ReactNode }) {
  const { google } = useMaps();
  return google ? <APIProviderContext.Provider value={google}>{children}</APIProviderContext.Provider> : null;
}
