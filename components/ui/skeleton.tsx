import type { ComponentProps } from "react";
import { cn } from "./cn";

/** A grey placeholder shaped like what is loading (decoration: the page says "Loading…" once, in a status). */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return <div aria-hidden className={cn("animate-pulse rounded-md bg-muted motion-reduce:animate-none", className)} {...props} />;
}
