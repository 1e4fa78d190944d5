"use client";

import { useTransition } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";

/** Renders the page again on the server (after a failed load). */
export function RetryButton() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <Button size="sm" variant="outline" className="w-fit" disabled={pending} onClick={() => startTransition(() => router.refresh())}>
      {pending ? "Retrying..." : "Try again"}
    </Button>
  );
}
