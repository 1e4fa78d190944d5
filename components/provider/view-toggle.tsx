"use client";

import Link from "next/link";
import { List, Map as MapIcon } from "lucide-react";
import { isGoogleLoading, useMaps } from "@/components/maps/maps-provider";
import { clsx } from "clsx";
import { LinkPending } from "@/components/ui/link-pending";

const itemClass =
  "inline-flex h-8 items-center gap-1.5 rounded-md px-3 text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 [&_svg]:size-4";

/**
 * List View / Map View (SPEC §2). The map view is offered once the maps service can show it: at once with the app's
 * own map, and with a Google key once Google's script has loaded (or failed, or refused the key: the map area then
 * says so).
 */
export function ViewToggle({ listHref, mapHref, view }: { listHref: string; mapHref: string; view: "list" | "map" }) {
  const maps = useMaps();
  const loading = isGoogleLoading(maps);
  const current = (which: "list" | "map") => (view === which ? { "aria-current": true as const } : {});
  const style = (which: "list" | "map") =>
    clsx(
      itemClass,
      view === which ? "bg-card text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
    );
  return (
    <div role="group" aria-label="View" className="inline-flex w-fit gap-1 rounded-lg border bg-muted p-1">
      {/* Not prefetched, like the dashboard's tabs: the page has no loading state to fetch ahead. */}
      <Link href={listHref} scroll={false} prefetch={false} {...current("list")} className={style("list")}>
        <List aria-hidden />
        List<span className="max-sm:sr-only"> View</span>
        <LinkPending />
      </Link>
      {loading ? (
        <button type="button" disabled className={clsx(itemClass, "text-muted-foreground")}>
          <MapIcon aria-hidden />
          Map<span className="max-sm:sr-only"> View</span>
          <span className="sr-only">(loading Google Maps)</span>
        </button>
      ) : (
        <Link href={mapHref} scroll={false} prefetch={false} {...current("map")} className={style("map")}>
          <MapIcon aria-hidden />
          Map<span className="max-sm:sr-only"> View</span>
          <LinkPending />
        </Link>
      )}
    </div>
  );
}
