"use client";

import { useState, type ComponentType, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import { QueryClientProvider } from "@tanstack/react-query";
import { appQueryClient } from "@/lib/client/query-client";

/**
 * TanStack Query for what it wraps: the pages that read or change data in the browser, and the dialogs and drawers
 * that do, each inside its own code loaded on demand. They all share the browser's one QueryClient (SPEC §9
 * defaults), so a page with none of them (a visitor's home page) loads no data layer until one is opened.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [client] = useState(() => appQueryClient({ refreshPage: () => router.refresh() }));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** `Component` under a QueryProvider: a dialog or drawer loaded on demand, which may open on a page without one. */
export function withQueries<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  return function WithQueries(props: P) {
    return (
      <QueryProvider>
        <Component {...props} />
      </QueryProvider>
    );
  };
}
