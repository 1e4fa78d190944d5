"use client";

import { lazy, Suspense, type ComponentType } from "react";

/**
 * A component whose code is fetched when it first renders: a dialog or drawer, mounted once opened (useOpenedOnce).
 * React's own lazy, where next/dynamic would add its loader to every page's first-load JavaScript; it renders nothing
 * until loaded, and never on the server (nothing renders it before someone asks for it).
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function OnDemand(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
