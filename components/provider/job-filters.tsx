"use client";

import { useOptimistic, useTransition } from "react";
import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { RotateCcw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { FILTER_DEFAULTS, FILTER_OPTIONS, type FilterName, type FilterValues } from "./filter-options";

const LABELS: Record<FilterName, string> = { status: "Status", price_type: "Price type", sort: "Sort by" };

const SELECT_CLASS =
  "h-10 w-full rounded-md border border-input bg-card px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/30";

/**
 * The filters panel (SPEC §2, §9). The URL is the state: a change pushes new search params (back to page 1) and the
 * server renders the list; the selects show the new value at once while that happens.
 */
export function JobFilters({ values, params }: { values: FilterValues; params: Record<string, string> }) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();
  const [shown, setShown] = useOptimistic(values, (current, [name, value]: [FilterName, string]) => ({ ...current, [name]: value }));

  function hrefWith(changes: Partial<FilterValues>) {
    const next = new URLSearchParams(params);
    next.delete("page");
    for (const [name, value] of Object.entries(changes) as [FilterName, string][]) {
      if (value === FILTER_DEFAULTS[name]) next.delete(name);
      else next.set(name, value);
    }
    const query = next.toString();
    return query ? `${pathname}?${query}` : pathname;
  }

  function change(name: FilterName, value: string) {
    startTransition(() => {
      setShown([name, value]);
      router.push(hrefWith({ [name]: value }), { scroll: false });
    });
  }

  const filtered = (Object.keys(FILTER_DEFAULTS) as FilterName[]).some((name) => values[name] !== FILTER_DEFAULTS[name]);
  return (
    <section id="filters" aria-labelledby="filters-title" className="grid scroll-mt-20 gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <div className="flex items-center justify-between gap-3">
        <h2 id="filters-title" className="text-base font-semibold">
          Filters
        </h2>
        <p role="status" className={cn("text-xs text-muted-foreground", !pending && "sr-only")}>
          {pending ? "Updating jobs…" : ""}
        </p>
      </div>
      <div className="grid gap-3 sm:grid-cols-[repeat(3,minmax(0,1fr))_auto] sm:items-end">
        {(Object.keys(FILTER_OPTIONS) as FilterName[]).map((name) => (
          <div key={name} className="grid gap-1.5">
            <label htmlFor={`filter-${name}`} className="text-sm font-medium">
              {LABELS[name]}
            </label>
            <select id={`filter-${name}`} value={shown[name]} onChange={(event) => change(name, event.target.value)} className={SELECT_CLASS}>
              {FILTER_OPTIONS[name].map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
        ))}
        {filtered ? (
          <Button variant="ghost" asChild>
            <Link href={hrefWith(FILTER_DEFAULTS)} scroll={false}>
              <RotateCcw aria-hidden />
              Reset filters
            </Link>
          </Button>
        ) : (
          // Keeps the row's height steady when the reset link comes and goes.
          <span aria-hidden className="hidden h-10 sm:block" />
        )}
      </div>
    </section>
  );
}
