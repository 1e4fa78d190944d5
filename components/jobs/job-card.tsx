"use client";

import type { ReactNode } from "react";
import Link from "next/link";
import { Rating, STAR_CLASS } from "@/components/reviews/rating";
import { clsx } from "clsx";
import { formatBidCount, STATUS_CLASS, STATUS_LABEL } from "./format";
import type { CardIconName } from "./job-card-icons";
import type { CardPhoto, JobCardView } from "./job-card-view";
import type { CardBadge } from "./offer";

// An SVG: drawn as it is, like the card photos the optimizer skips.
const PLACEHOLDER_PHOTO: CardPhoto = { src: "/demo/lawn-1.svg" };

/** One of the icons its JobCardGrid draws. */
function CardIcon({ name, className }: { name: CardIconName; className?: string }) {
  return (
    <svg aria-hidden className={className}>
      <use href={`#job-card-${name}`} />
    </svg>
  );
}

// SPEC §2: 'Claim Now' for a fixed price to claim, 'Auction' for bids; blue and purple as in the map's legend.
const OFFER_BADGE: Record<"claim" | "auction" | "quote", { label: string; icon: CardIconName; className: string }> = {
  claim: { label: "Claim Now", icon: "tag", className: "bg-blue-700 text-white" },
  auction: { label: "Auction", icon: "gavel", className: "bg-purple-700 text-white" },
  quote: { label: "Quotes wanted", icon: "quote", className: "bg-purple-700 text-white" },
};

const isOffer = (badge: CardBadge): badge is keyof typeof OFFER_BADGE => badge in OFFER_BADGE;

function JobBadge({ badge }: { badge: CardBadge }) {
  if (!isOffer(badge))
    return <span className={clsx("job-card-badge", STATUS_CLASS[badge])}>{STATUS_LABEL[badge]}</span>;
  const { label, icon, className } = OFFER_BADGE[badge];
  return (
    <span className={clsx("job-card-badge", className)}>
      <CardIcon name={icon} />
      {label}
    </span>
  );
}

function initials(name: string) {
  return name
    .split(/\s+/)
    .map((part) => part[0])
    .join("")
    .slice(0, 2);
}

/**
 * A job as a card, within a JobCardGrid; `actions` are its buttons (SPEC §2: View Details, and Claim Job or Place
 * Bid while open); `marker` flags something new about it (unread messages); `eager` for the cards a page opens on
 * (their photo is what it paints largest). A client component, so the page's payload carries the card's few texts
 * (JobCardView) rather than its whole element tree; its photo a plain <img> with the attributes next/image gives it
 * (cardPhoto, on the server), without any image code in the browser. Its parts are styled by the job-card classes
 * (app/globals.css), one short class each rather than their utilities on every card; they sit in the components
 * layer, so plain clsx joins them (no tailwind-merge in the first load).
 */
export function JobCard({
  job,
  actions,
  marker,
  eager = false,
}: {
  job: JobCardView;
  actions: ReactNode;
  marker?: ReactNode;
  eager?: boolean;
}) {
  const titleId = `${job.id}-title`;
  const photo = job.photo ?? PLACEHOLDER_PHOTO;
  return (
    <article aria-labelledby={titleId} className="job-card">
      {/* Without a photo, a phone gets a short band of the placeholder rather than 16:10 of it. */}
      <div data-testid="job-media" className={job.photo ? "job-card-media" : "job-card-media bare"}>
        {/* eslint-disable-next-line @next/next/no-img-element -- next/image's attributes (cardPhoto), without its client code */}
        <img
          {...photo}
          alt=""
          decoding="async"
          className="job-card-photo"
          {...(eager ? { loading: "eager", fetchPriority: "high" } : { loading: "lazy" })}
        />
        <JobBadge badge={job.badge} />
      </div>
      <div className="job-card-body">
        <div className="grid gap-1.5">
          {/* The title links to the job's own page, the address to share. */}
          <h3 id={titleId}>
            <Link href={`/jobs/${job.id}`} prefetch={false} className="hover:underline">
              {job.title}
            </Link>
          </h3>
          {marker}
          <p className="job-card-text">{job.description}</p>
        </div>
        <ul className="job-card-facts">
          <li>
            <CardIcon name="pin" />
            {job.location}
          </li>
          <li>
            <CardIcon name="posted" />
            {job.when}
          </li>
          {job.neededBy && (
            <li>
              <CardIcon name="due" />
              {job.neededBy}
            </li>
          )}
          {job.bidding && (
            <li>
              <CardIcon name="due" />
              {job.bidding}
            </li>
          )}
          {job.area && (
            <li>
              <CardIcon name="area" />
              {job.area}
            </li>
          )}
        </ul>
        <div className="job-card-price">
          <div>
            <p className="text-2xl font-bold text-foreground">{job.price}</p>
            <p className="text-xs text-muted-foreground">{job.priceLabel}</p>
          </div>
          <p>
            <CardIcon name="gavel" />
            {formatBidCount(job.bidCount)}
          </p>
        </div>
        <div className="job-card-owner">
          <span className="job-card-avatar">{initials(job.ownerName)}</span>
          <span className="text-sm font-medium">{job.ownerName}</span>
          <Rating
            value={job.ownerRating}
            count={job.ownerReviewCount}
            className="ml-auto text-sm font-medium"
            star={<CardIcon name="star" className={STAR_CLASS} />}
          />
        </div>
      </div>
      {/* Two buttons a row; a lone last button spans the row. */}
      <div className="job-card-actions">{actions}</div>
    </article>
  );
}
