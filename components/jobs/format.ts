import { recurrenceLabel } from "@/lib/plans/dates";
import { formatDate } from "@/lib/format/dates";
import { onFirstUse } from "@/lib/format/on-first-use";
import type { JobDto } from "@/lib/jobs/dto";

const wholeDollars = onFirstUse(
  () => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 }),
);
const cents = onFirstUse(
  () => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 }),
);

export { formatDate };

/** The date a posting is wanted by (an ISO date), or 'Flexible' when it has none. */
export const formatNeededBy = (neededBy: string | null) => (neededBy === null ? "Flexible" : formatDate(neededBy));

/** SPEC §9: 'Quote needed' when there is no estimate. */
export const formatPrice = (price: number | null) =>
  price === null ? "Quote needed" : Number.isInteger(price) ? wholeDollars().format(price) : cents().format(price);

/** Money with two decimals (bids, earnings). */
export const formatMoney = (amount: number) => cents().format(amount);

/** A listing's distance from the chosen centre (the server rounds it to 0.1 mile). */
export const formatDistance = (miles: number) => `${miles.toFixed(1)} mi away`;

/** "1 bid", "2 bids" (SPEC §2). */
export const formatBidCount = (count: number) => `${count} ${count === 1 ? "bid" : "bids"}`;

/** "1 review", "15 reviews". */
export const formatReviewCount = (count: number) => `${count} ${count === 1 ? "review" : "reviews"}`;

/** SPEC §2/§9: an ETA of 0 days reads 'Same day'. */
export const formatEta = (days: number) => (days === 0 ? "Same day" : `${days} ${days === 1 ? "day" : "days"}`);

export const STATUS_LABEL: Record<JobDto["status"], string> = {
  open: "Open",
  offered: "Requested",
  claimed: "Claimed",
  in_progress: "In progress",
  completed: "Completed",
  cancelled: "Cancelled",
  expired: "Expired",
};

/** Each status's badge colours: waiting (open, or requested of one provider), someone on it (claimed, in progress), done, or withdrawn. */
export const STATUS_CLASS: Record<JobDto["status"], string> = {
  open: "bg-green-100 text-green-900",
  offered: "bg-violet-100 text-violet-900",
  claimed: "bg-blue-100 text-blue-900",
  in_progress: "bg-amber-100 text-amber-950",
  completed: "bg-emerald-700 text-white",
  cancelled: "bg-muted text-muted-foreground",
  expired: "bg-muted text-muted-foreground",
};

/**
 * What the price means: SPEC §4 'an auction price reads as a starting bid'; a fixed posting without a price takes
 * quotes as bids (lib/jobs/status.ts jobOffer); once assigned, what was agreed.
 */
export function priceLabel(job: Pick<JobDto, "price_type" | "price_estimate" | "agreed_price">, viewerIsOwner = false) {
  if (job.agreed_price !== null) return "Agreed price";
  if (job.price_type === "auction") return "Starting bid";
  if (job.price_estimate === null) return viewerIsOwner ? "Quotes come in as bids" : "Send your quote as a bid";
  return "Fixed price";
}

/** "Weekly · from Fri 12 Jun" for a recurring job; null for a one-time one. */
export function formatRecurrence(recurrence: JobDto["recurrence"]): string | null {
  if (!recurrence) return null;
  return recurrenceLabel({
    frequency: recurrence.frequency,
    startsOn: recurrence.starts_on,
    weekday: recurrence.weekday,
  });
}

/** A price, per visit for a recurring job ("$45 / visit"). */
export function formatJobPrice(price: number | null, recurrence: JobDto["recurrence"]): string {
  return recurrence && price !== null ? `${formatPrice(price)} / visit` : formatPrice(price);
}
