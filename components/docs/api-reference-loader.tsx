"use client";

import dynamic from "next/dynamic";

// Scalar renders in the browser only (it reads window as it loads), and its bundle stays off every other page.
export const ApiReferenceLoader = dynamic(() => import("./api-reference"), {
  ssr: false,
  loading: () => <p className="p-8 text-muted-foreground">Loading the API reference…</p>,
});
