import type { ComponentProps } from "react";
import { cn } from "./cn";

/**
 * A grey placeholder shaped like what is loading (decoration: the page says "Loading…" once, in a status). Its
 * utilities are the `skeleton` class (app/globals.css): the dashboards' loading state repeats it twenty-odd times.
 */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return <div aria-hidden className={cn("skeleton", className)} {...props} />;
}
