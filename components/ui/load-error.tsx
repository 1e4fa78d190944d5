"use client";

import { useTransition } from "react";
import { useRouter } from "next/navigation";
import { Alert, AlertDescription } from "./alert";
import { Button } from "./button";

type LoadErrorProps = {
  /** What failed, in SPEC §8's words ('Failed to load jobs. Please try again.'). */
  message: string;
  /** Loads again (a query's `refetch`); without it the page is rendered again on the server (a server component's read). */
  onRetry?: () => unknown;
  /** The retry is on its way (a query's `isFetching`). */
  retrying?: boolean;
};

/** The one "failed to load / Try again" alert. */
export function LoadError({ message, onRetry, retrying = false }: LoadErrorProps) {
  const router = useRouter();
  const [refreshing, startTransition] = useTransition();
  const busy = retrying || refreshing;
  const retry = onRetry ?? (() => startTransition(() => router.refresh()));
  return (
    <Alert variant="destructive">
      <AlertDescription className="grid gap-2">
        <span>{message}</span>
        <Button size="sm" variant="outline" className="w-fit" disabled={busy} onClick={() => void retry()}>
          {busy ? "Retrying..." : "Try again"}
        </Button>
      </AlertDescription>
    </Alert>
  );
}
