import type { JobDto } from "@/lib/jobs/dto";

// SPEC §4/§9: dates read in en-US; UTC so a calendar date never shifts by time zone.
const dateFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
const wholeDollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });

export const formatDate = (iso: string) => dateFormat.format(new Date(iso));

/** SPEC §9: 'Quote needed' when there is no estimate. */
export const formatPrice = (price: number | null) =>
  price === null ? "Quote needed" : Number.isInteger(price) ? wholeDollars.format(price) : cents.format(price);

/** Money with two decimals (bids, earnings). */
export const formatMoney = (amount: number) => cents.format(amount);

/** "1 bid", "2 bids" (SPEC §2). */
export const formatBidCount = (count: number) => `${count} ${count === 1 ? "bid" : "bids"}`;

/** SPEC §2/§9: an ETA of 0 days reads 'Same day'. */
export const formatEta = (days: number) => (days === 0 ? "Same day" : `${days} ${days === 1 ? "day" : "days"}`);

export const STATUS_LABEL: Record<JobDto["status"], string> = {
  open: "Open",
  claimed: "Claimed",
  in_progress: "In progress",
  completed: "Completed",
  cancelled: "Cancelled",
};

/** What the price means: SPEC §4 'an auction price reads as a starting bid'; once assigned, what was agreed. */
export function priceLabel(job: Pick<JobDto, "price_type" | "agreed_price">) {
  if (job.agreed_price !== null) return "Agreed price";
  return job.price_type === "auction" ? "Starting bid" : "Fixed price";
}
