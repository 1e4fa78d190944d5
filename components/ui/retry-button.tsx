"use client";

import { useTransition } from "react";
import { useRouter } from "next/navigation";
import { Button } from "./button";

export type RetryProps = {
  /** Loads again (a query's `refetch`); without it the page is rendered again on the server (a server component's read). */
  onRetry?: () => unknown;
  /** The retry is on its way (a query's `isFetching`). */
  retrying?: boolean;
};

/** LoadError's 'Try again'. */
export function RetryButton({ onRetry, retrying = false }: RetryProps) {
  const router = useRouter();
  const [refreshing, startTransition] = useTransition();
  const busy = retrying || refreshing;
  const retry = onRetry ?? (() => startTransition(() => router.refresh()));
  return (
    <Button size="sm" variant="outline" className="w-fit" disabled={busy} onClick={() => void retry()}>
      {busy ? "Retrying..." : "Try again"}
    </Button>
  );
}
