"use client";

import { useLinkStatus } from "next/link";
import { LoaderCircle } from "lucide-react";

/**
 * Within a Link: a spinner while the page it leads to is on its way, where no loading skeleton stands in for it (the
 * provider dashboard's first response carries its jobs, so a phone paints them before any script runs; its tabs,
 * pages and views say they are working instead).
 */
export function LinkPending() {
  const { pending } = useLinkStatus();
  return pending ? (
    <LoaderCircle aria-hidden className="size-4 shrink-0 animate-spin motion-reduce:animate-none" />
  ) : null;
}
