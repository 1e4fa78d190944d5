// SPEC §9: the provider filters panel's status, price type and sort options (labels from SPEC §2's wording).
export const FILTER_OPTIONS = {
  status: [
    ["all", "All"],
    ["open", "Open"],
    ["claimed", "Claimed"],
    ["in_progress", "In progress"],
    ["completed", "Completed"],
  ],
  price_type: [
    ["all", "All"],
    ["fixed", "Fixed price"],
    ["auction", "Auction"],
  ],
  sort: [
    ["created_at", "Newest"],
    ["price_estimate", "Price: Low to High"],
    ["-price_estimate", "Price: High to Low"],
    // Postings with the nearest needed-by date first; 'Flexible' ones last.
    ["needed_by", "Soonest needed"],
    // Offered with a location (LocationFilter): the API needs a centre for it.
    ["distance", "Nearest first"],
  ],
} as const satisfies Record<string, readonly (readonly [string, string])[]>;

export type FilterName = keyof typeof FILTER_OPTIONS;
export type FilterValues = Record<FilterName, string>;

/** Whether a value is one the panel offers (the API also knows 'cancelled', which the provider page does not list). */
export const isOffered = (name: FilterName, value: string) =>
  FILTER_OPTIONS[name].some(([offered]) => offered === value);
