"use client";

import { ErrorPanel } from "@/components/layout/error-panel";

// `retry` (stable since Next 16.3) re-fetches the failed segment before re-rendering it; `reset` alone would
// re-render the same failed server payload, so 'Try Again' could never succeed after a server error.
export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorPanel error={error} onRetry={retry} />;
}
