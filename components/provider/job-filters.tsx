import { Button } from "@/components/ui/button";
import type { JobListQuery } from "@/lib/jobs/schemas";

const SELECT_CLASS = "h-9 rounded-md border bg-background px-3 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none";

const OPTIONS = {
  status: [["all", "All statuses"], ["open", "Open"], ["claimed", "Claimed"], ["in_progress", "In progress"], ["completed", "Completed"]],
  price_type: [["all", "All price types"], ["fixed", "Fixed price"], ["auction", "Auction"]],
  sort: [["created_at", "Newest"], ["price_estimate", "Price: Low to High"], ["-price_estimate", "Price: High to Low"]],
} as const;
const LABELS = { status: "Status", price_type: "Price type", sort: "Sort by" } as const;

/** The filters panel: a plain GET form, so the server renders the filtered list (and it works without scripts). */
export function JobFilters({ query }: { query: JobListQuery }) {
  return (
    <form method="get" id="filters" className="flex flex-wrap items-end gap-3 rounded-lg border bg-card p-4" aria-label="Filters">
      {(Object.keys(OPTIONS) as (keyof typeof OPTIONS)[]).map((name) => (
        <label key={name} className="grid gap-1 text-sm font-medium">
          {LABELS[name]}
          <select name={name} defaultValue={query[name]} className={SELECT_CLASS}>
            {OPTIONS[name].map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      ))}
      <Button type="submit" variant="outline">
        Apply filters
      </Button>
    </form>
  );
}
