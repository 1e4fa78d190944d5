import Image from "next/image";
import type { ReactNode } from "react";
import { CalendarClock, CalendarDays, Gavel, MapPin, MessageSquareQuote, Ruler, Tag, type LucideIcon } from "lucide-react";
import { Rating } from "@/components/reviews/rating";
import { Avatar, AvatarFallback } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardFooter, CardTitle } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import type { JobDto } from "@/lib/jobs/dto";
import { formatBidCount, formatDate, formatDistance, formatNeededBy, formatPrice, priceLabel, STATUS_CLASS, STATUS_LABEL } from "./format";
import { cardBadge, type CardBadge } from "./offer";

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
  area: string;
  price: number | null;
  /** 'Fixed price', 'Starting bid', 'Agreed price' or how a quote is sent. */
  priceLabel: string;
  badge: CardBadge;
  bidCount: number;
  ownerName: string;
  ownerRating: number | null;
  /** How many reviews the owner's rating comes from (real jobs). */
  ownerReviewCount?: number;
  /** The job's first photo, as its thumbnail; null when it has none. */
  photo: string | null;
};

const PLACEHOLDER_PHOTO = "/demo/lawn-1.svg";

/** SVGs need no resizing, and hosted uploads (UploadThing) come from hosts the optimizer is not configured for. */
export const skipOptimizer = (src: string) => src.endsWith(".svg") || !src.startsWith("/");

/** A job as `viewerId` sees it on a card: their own jobs show their status, not how to take them. */
export function jobCardView(job: JobDto, viewerId: string | null): JobCardView {
  return {
    id: job.id,
    title: job.title,
    description: job.description,
    location: job.distance_miles === null ? job.location : `${job.location} · ${formatDistance(job.distance_miles)}`,
    when: `Posted ${formatDate(job.created_at)}`,
    // While it matters: not once the job is done or withdrawn.
    neededBy: job.status === "completed" || job.status === "cancelled" ? undefined : `Needed by: ${formatNeededBy(job.needed_by)}`,
    area: job.area,
    // Once a provider is assigned, what they are paid (an accepted bid can differ from the starting price).
    price: job.agreed_price ?? job.price_estimate,
    priceLabel: priceLabel(job, job.user_id === viewerId),
    badge: cardBadge(job, viewerId),
    bidCount: job.bid_count,
    ownerName: job.owner_name,
    ownerRating: job.owner_rating,
    ownerReviewCount: job.owner_review_count,
    photo: job.photo_thumbnails[0] ?? null,
  };
}

// SPEC §2: 'Claim Now' for a fixed price to claim, 'Auction' for bids; blue and purple as in the map's legend.
const OFFER_BADGE: Record<"claim" | "auction" | "quote", { label: string; icon: LucideIcon; className: string }> = {
  claim: { label: "Claim Now", icon: Tag, className: "bg-blue-700 text-white" },
  auction: { label: "Auction", icon: Gavel, className: "bg-purple-700 text-white" },
  quote: { label: "Quotes wanted", icon: MessageSquareQuote, className: "bg-purple-700 text-white" },
};

const isOffer = (badge: CardBadge): badge is keyof typeof OFFER_BADGE => badge in OFFER_BADGE;

function JobBadge({ badge }: { badge: CardBadge }) {
  const placement = "absolute top-3 left-3 border-transparent shadow";
  if (!isOffer(badge)) return <Badge className={cn(placement, STATUS_CLASS[badge])}>{STATUS_LABEL[badge]}</Badge>;
  const { label, icon: Icon, className } = OFFER_BADGE[badge];
  return (
    <Badge className={cn(placement, className)}>
      <Icon aria-hidden />
      {label}
    </Badge>
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
 * A job as a card; `actions` are its buttons (SPEC §2: View Details, and Claim Job or Place Bid while open);
 * `marker` flags something new about it (unread messages).
 */
export function JobCard({ job, actions, marker }: { job: JobCardView; actions: ReactNode; marker?: ReactNode }) {
  const titleId = `${job.id}-title`;
  const photo = job.photo ?? PLACEHOLDER_PHOTO;
  return (
    <article aria-labelledby={titleId}>
      <Card className="h-full overflow-hidden">
        {/* Without a photo, a phone gets a short band of the placeholder rather than 16:10 of it. */}
        <div data-testid="job-media" className={cn("relative bg-muted", job.photo ? "aspect-[16/10]" : "aspect-[4/1] sm:aspect-[16/10]")}>
          <Image src={photo} alt="" fill sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" className="object-cover" unoptimized={skipOptimizer(photo)} />
          <JobBadge badge={job.badge} />
        </div>
        <CardContent className="flex flex-1 flex-col gap-4 pt-5">
          <div className="grid gap-1.5">
            <CardTitle id={titleId}>{job.title}</CardTitle>
            {marker}
            <p className="line-clamp-2 text-sm text-muted-foreground">{job.description}</p>
          </div>
          <ul className="grid gap-1.5 text-sm text-muted-foreground [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-primary">
            <li className="flex items-center gap-2">
              <MapPin aria-hidden />
              {job.location}
            </li>
            <li className="flex items-center gap-2">
              <CalendarDays aria-hidden />
              {job.when}
            </li>
            {job.neededBy && (
              <li className="flex items-center gap-2">
                <CalendarClock aria-hidden />
                {job.neededBy}
              </li>
            )}
            {job.area && (
              <li className="flex items-center gap-2">
                <Ruler aria-hidden />
                {job.area}
              </li>
            )}
          </ul>
          <div className="mt-auto flex items-end justify-between gap-3 border-t pt-4">
            <div>
              <p className="text-2xl font-bold text-foreground">{formatPrice(job.price)}</p>
              <p className="text-xs text-muted-foreground">{job.priceLabel}</p>
            </div>
            <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
              <Gavel className="size-4" aria-hidden />
              {formatBidCount(job.bidCount)}
            </p>
          </div>
          <div className="flex items-center gap-3">
            <Avatar className="size-8 text-xs">
              <AvatarFallback>{initials(job.ownerName)}</AvatarFallback>
            </Avatar>
            <span className="text-sm font-medium">{job.ownerName}</span>
            <Rating value={job.ownerRating} count={job.ownerReviewCount} className="ml-auto text-sm font-medium" />
          </div>
        </CardContent>
        {/* Two buttons a row; a lone last button spans the row. */}
        <CardFooter className="grid grid-cols-2 gap-2 [&>:last-child:nth-child(odd)]:col-span-2">{actions}</CardFooter>
      </Card>
    </article>
  );
}
