"use client";

import { useOptimistic, useState, useSyncExternalStore, useTransition, type ReactNode } from "react";
import { usePathname, useRouter } from "next/navigation";
import { ChevronDown, RotateCcw } from "lucide-react";
import { ButtonLink } from "@/components/ui/button-link";
import { clsx } from "clsx";
import { hrefWith } from "@/lib/url/href-with";
import { FILTER_OPTIONS, type FilterName, type FilterValues } from "./filter-options";

const LABELS: Record<FilterName, string> = { status: "Status", price_type: "Price type", sort: "Sort by" };

const onHashChange = (notify: () => void) => {
  window.addEventListener("hashchange", notify);
  return () => window.removeEventListener("hashchange", notify);
};
const targetsFilters = () => window.location.hash === "#filters";

const SELECT_CLASS =
  "h-10 w-full rounded-md border border-input bg-card px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/30";

/**
 * The filters panel (SPEC §2, §9). The URL is the state: a change pushes new search params (back to page 1) and the
 * server renders the list; the selects show the new value at once while that happens. On a phone the panel is
 * folded behind a 'Filters' button, so the first jobs are on the first screen.
 */
export function JobFilters({
  values,
  defaults,
  params,
  open = false,
  children,
}: {
  values: FilterValues;
  /** The listing's defaults, from the API's schema on the server (zod stays out of the page's first load). */
  defaults: FilterValues;
  params: Record<string, string>;
  /** Unfolded on a phone from the start (a filter there has an error to show). */
  open?: boolean;
  children?: ReactNode;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();
  const [shown, setShown] = useOptimistic(values, (current, [name, value]: [FilterName, string]) => ({
    ...current,
    [name]: value,
  }));
  // Folded on a phone until opened, unless the home page's 'Filter' link (#filters) came for them or one has an error.
  const [toggled, setToggled] = useState<boolean | null>(null);
  const targeted = useSyncExternalStore(onHashChange, targetsFilters, () => false);
  const expanded = toggled ?? (targeted || open);

  // A filter at its default stays out of the URL.
  const hrefFor = (changes: Partial<FilterValues>) =>
    hrefWith(pathname, params, {
      page: null,
      ...Object.fromEntries(
        (Object.entries(changes) as [FilterName, string][]).map(([name, value]) => [
          name,
          value === defaults[name] ? null : value,
        ]),
      ),
    });

  function change(name: FilterName, value: string) {
    startTransition(() => {
      setShown([name, value]);
      router.push(hrefFor({ [name]: value }), { scroll: false });
    });
  }

  const centred = params.near !== undefined || params.zip !== undefined;
  const active = (Object.keys(defaults) as FilterName[]).filter((name) => values[name] !== defaults[name]).length;
  const filtered = active > 0;
  return (
    <section
      id="filters"
      aria-labelledby="filters-title"
      className="grid scroll-mt-20 gap-3 rounded-xl border bg-card p-3 shadow-sm sm:p-4"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="filters-title" className="text-base font-semibold">
          <span className="hidden sm:inline">Filters</span>
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls="filters-fields"
            onClick={() => setToggled(!expanded)}
            className="flex items-center gap-2 rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:hidden"
          >
            Filters
            {filtered && (
              <span className="rounded-full bg-primary px-2 text-xs leading-5 text-primary-foreground">
                {active} on
              </span>
            )}
            <ChevronDown
              className={clsx("size-4 transition-transform motion-reduce:transition-none", expanded && "rotate-180")}
              aria-hidden
            />
          </button>
        </h2>
        <p role="status" className={clsx("text-xs text-muted-foreground", !pending && "sr-only")}>
          {pending ? "Updating jobs…" : ""}
        </p>
      </div>
      <div
        id="filters-fields"
        className={clsx(
          "gap-3 sm:grid sm:grid-cols-[repeat(3,minmax(0,1fr))_auto] sm:items-end",
          expanded ? "grid" : "hidden",
        )}
      >
        {(Object.keys(FILTER_OPTIONS) as FilterName[]).map((name) => (
          <div key={name} className="grid gap-1.5">
            <label htmlFor={`filter-${name}`} className="text-sm font-medium">
              {LABELS[name]}
            </label>
            <select
              id={`filter-${name}`}
              value={shown[name]}
              onChange={(event) => change(name, event.target.value)}
              className={SELECT_CLASS}
            >
              {FILTER_OPTIONS[name]
                .filter(([value]) => value !== "distance" || centred)
                .map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
            </select>
          </div>
        ))}
        {filtered ? (
          <ButtonLink href={hrefFor(defaults)} scroll={false} variant="ghost">
            <RotateCcw aria-hidden />
            Reset filters
          </ButtonLink>
        ) : (
          // Keeps the row's height steady when the reset link comes and goes.
          <span aria-hidden className="hidden h-10 sm:block" />
        )}
        {/* More filters (the location), folded with these on a phone. */}
        {children && <div className="sm:col-span-4">{children}</div>}
      </div>
    </section>
  );
}
