"use client";

import { APIProvider, APIProviderContext, type APIProviderContextValue } from "@vis.gl/react-google-maps";
import { memo, useContext, useEffect } from "react";

// Places for the address autocomplete, marker for the job markers.
const LIBRARIES = ["places", "marker"];

function ShareContext({ onContext }: { onContext(value: APIProviderContextValue | null): void }) {
  const value = useContext(APIProviderContext);
  useEffect(() => onContext(value), [value, onContext]);
  return null;
}

/**
 * The app's one APIProvider (mounted by MapsProvider): it loads the script and reports its context. Memoized: the
 * provider makes a new context value whenever it renders, so it must render only for its own state changes, not
 * each time MapsProvider stores the value it reported.
 */
export const GoogleLoader = memo(function GoogleLoader({
  apiKey,
  onContext,
}: {
  apiKey: string;
  onContext(value: APIProviderContextValue | null): void;
}) {
  return (
    <APIProvider apiKey={apiKey} libraries={LIBRARIES}>
      <ShareContext onContext={onContext} />
    </APIProvider>
  );
});
