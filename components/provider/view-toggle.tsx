import Link from "next/link";
import { List, Map as MapIcon } from "lucide-react";
import { cn } from "@/components/ui/cn";

export type JobsView = "list" | "map";

const itemClass =
  "inline-flex h-8 items-center gap-1.5 rounded-md px-3 text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 [&_svg]:size-4";

/**
 * List View / Map View (SPEC §2). The map arrives in a later issue: until then Map View is shown but disabled, and a
 * `?view=map` link (the home page's Map View) lands on the list with a note. The map replaces that note.
 */
export function ViewToggle({ listHref }: { listHref: string }) {
  return (
    <div role="group" aria-label="View" className="inline-flex w-fit gap-1 rounded-lg border bg-muted p-1">
      <Link href={listHref} scroll={false} aria-current="true" className={cn(itemClass, "bg-card text-foreground shadow-sm")}>
        <List aria-hidden />
        List View
      </Link>
      <button type="button" disabled className={cn(itemClass, "text-muted-foreground")}>
        <MapIcon aria-hidden />
        Map View
        <span aria-hidden className="rounded-full bg-card px-1.5 text-[0.7rem] leading-4 font-semibold">
          Soon
        </span>
        <span className="sr-only">(coming soon)</span>
      </button>
    </div>
  );
}
