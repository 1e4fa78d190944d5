import { getImageProps } from "next/image";
import type { JobDto } from "@/lib/jobs/dto";
import { biddingLabel } from "@/lib/jobs/bidding";
import { formatDate, formatDistance, formatJobPrice, formatNeededBy, formatRecurrence, priceLabel } from "./format";
import { cardBadge, type CardBadge } from "./offer";

/** SVGs need no resizing, and hosted uploads (UploadThing) come from hosts the optimizer is not configured for. */
export const skipOptimizer = (src: string) => src.endsWith(".svg") || !src.startsWith("/");

/** A card's photo as next/image draws it (the optimizer's sources for the card's widths): an <img>'s attributes. */
export type CardPhoto = { src: string; srcSet?: string; sizes?: string };

/**
 * Worked out where the view is made (on the server), so a card draws a plain <img> and no page loads next/image's
 * code for it. Attributes it has not are left out: the payload would carry them as "$undefined".
 */
export function cardPhoto(src: string): CardPhoto {
  const { props } = getImageProps({
    src,
    alt: "",
    fill: true,
    sizes: "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw",
    unoptimized: skipOptimizer(src),
  });
  return { src: props.src, ...(props.srcSet && { srcSet: props.srcSet, sizes: props.sizes }) };
}

/** What a job card shows: real jobs and the home page's demo cards alike. */
export type JobCardView = {
  id: string;
  title: string;
  description: string;
  location: string;
  /** "Posted Nov 20, 2026" or a demo card's "Due Dec 5, 2026". */
  when: string;
  /** A real job's "Needed by: Dec 5, 2026" or "Needed by: Flexible" (the demo cards have their 'Due' instead). */
  neededBy?: string;
  /** While an open posting takes bids: "Bidding closes Fri 12 Jun, 5:00 pm" or "Bidding closed". */
  bidding?: string;
  area: string;
  /** "$55", or 'Quote needed' (formatPrice): formatted here, so a card's browser code builds no number format. */
  price: string;
  /** 'Fixed price', 'Starting bid', 'Agreed price' or how a quote is sent. */
  priceLabel: string;
  badge: CardBadge;
  bidCount: number;
  ownerName: string;
  ownerRating: number | null;
  /** How many reviews the owner's rating comes from (real jobs). */
  ownerReviewCount?: number;
  /** The job's first photo, as its thumbnail; null when it has none. */
  photo: CardPhoto | null;
};

/** A job as `viewerId` sees it on a card: their own jobs show their status, not how to take them. */
export function jobCardView(job: JobDto, viewerId: string | null): JobCardView {
  return {
    id: job.id,
    title: job.title,
    description: job.description,
    location: job.distance_miles === null ? job.location : `${job.location} · ${formatDistance(job.distance_miles)}`,
    when: `Posted ${formatDate(job.created_at)}`,
    // While it matters: not once the job is done or withdrawn.
    neededBy:
      job.status === "completed" || job.status === "cancelled"
        ? undefined
        : (formatRecurrence(job.recurrence) ?? `Needed by: ${formatNeededBy(job.needed_by)}`),
    bidding:
      job.status === "open" && job.bidding_closes_at
        ? biddingLabel(new Date(job.bidding_closes_at), new Date())
        : undefined,
    area: job.area,
    // Once a provider is assigned, what they are paid (an accepted bid can differ from the starting price).
    price: formatJobPrice(job.agreed_price ?? job.price_estimate, job.recurrence),
    priceLabel: priceLabel(job, job.user_id === viewerId),
    badge: cardBadge(job, viewerId),
    bidCount: job.bid_count,
    ownerName: job.owner_name,
    ownerRating: job.owner_rating,
    ownerReviewCount: job.owner_review_count,
    photo: job.photo_thumbnails[0] ? cardPhoto(job.photo_thumbnails[0]) : null,
  };
}
