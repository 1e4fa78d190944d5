"use client";

import { useState, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import { QueryClientProvider } from "@tanstack/react-query";
import { makeQueryClient } from "@/lib/client/query-client";

/** The one QueryClient of the browser (SPEC §9 defaults), made once per page load. */
export function QueryProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [client] = useState(() => makeQueryClient({ refreshPage: () => router.refresh() }));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
