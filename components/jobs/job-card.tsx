import Image from "next/image";
import type { ReactNode } from "react";
import { CalendarDays, Gavel, MapPin, Ruler, Star, Tag } from "lucide-react";
import { Avatar, AvatarFallback } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardFooter, CardTitle } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import type { JobDto } from "@/lib/jobs/dto";
import { formatBidCount, formatDate, formatPrice, priceLabel, STATUS_LABEL } from "./format";

/** What a job card shows: real jobs and the home page's demo cards alike. */
export type JobCardView = {
  id: string;
  title: string;
  description: string;
  location: string;
  /** "Posted Nov 20, 2026" or a demo card's "Due Dec 5, 2026". */
  when: string;
  area: string;
  price: number | null;
  /** 'Fixed price', 'Starting bid' or 'Agreed price'. */
  priceLabel: string;
  priceType: "fixed" | "auction";
  bidCount: number;
  ownerName: string;
  ownerRating: number | null;
  photo: string;
  status: JobDto["status"];
};

export const PLACEHOLDER_PHOTO = "/demo/lawn-1.svg";

/** SVGs need no resizing, and hosted uploads (UploadThing) come from hosts the optimizer is not configured for. */
export const skipOptimizer = (src: string) => src.endsWith(".svg") || !src.startsWith("/");

export function jobCardView(job: JobDto): JobCardView {
  return {
    id: job.id,
    title: job.title,
    description: job.description,
    location: job.location,
    when: `Posted ${formatDate(job.created_at)}`,
    area: job.area,
    // Once a provider is assigned, what they are paid (an accepted bid can differ from the starting price).
    price: job.agreed_price ?? job.price_estimate,
    priceLabel: priceLabel(job),
    priceType: job.price_type,
    bidCount: job.bid_count,
    ownerName: job.owner_name,
    ownerRating: job.owner_rating,
    photo: job.photos[0] ?? PLACEHOLDER_PHOTO,
    status: job.status,
  };
}

// Fixed price = blue, auction = purple, as in the provider map's legend (SPEC §2).
const PRICE_TYPE = {
  fixed: { badge: "Claim Now", badgeClass: "bg-blue-700 text-white" },
  auction: { badge: "Auction", badgeClass: "bg-purple-700 text-white" },
} as const;

function initials(name: string) {
  return name
    .split(/\s+/)
    .map((part) => part[0])
    .join("")
    .slice(0, 2);
}

/** A job as a card; `actions` are its buttons (SPEC §2: View Details, and Claim Job or Place Bid while open). */
export function JobCard({ job, actions }: { job: JobCardView; actions: ReactNode }) {
  const kind = PRICE_TYPE[job.priceType];
  const titleId = `${job.id}-title`;
  return (
    <article aria-labelledby={titleId}>
      <Card className="h-full overflow-hidden">
        <div className="relative aspect-[16/10] bg-muted">
          <Image src={job.photo} alt="" fill sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" className="object-cover" unoptimized={skipOptimizer(job.photo)} />
          <Badge className={cn("absolute top-3 left-3 border-transparent shadow", kind.badgeClass)}>
            {job.priceType === "auction" ? <Gavel aria-hidden /> : <Tag aria-hidden />}
            {kind.badge}
          </Badge>
          {job.status !== "open" && (
            <Badge variant="secondary" className="absolute top-3 right-3 shadow">
              {STATUS_LABEL[job.status]}
            </Badge>
          )}
        </div>
        <CardContent className="flex flex-1 flex-col gap-4 pt-5">
          <div className="grid gap-1.5">
            <CardTitle id={titleId}>{job.title}</CardTitle>
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
            {job.ownerRating !== null && (
              <span className="ml-auto flex items-center gap-1 text-sm font-medium">
                <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden />
                <span aria-hidden>{job.ownerRating.toFixed(1)}</span>
                <span className="sr-only">Rated {job.ownerRating.toFixed(1)} out of 5</span>
              </span>
            )}
          </div>
        </CardContent>
        {/* Two buttons a row; a lone last button spans the row. */}
        <CardFooter className="grid grid-cols-2 gap-2 [&>:last-child:nth-child(odd)]:col-span-2">{actions}</CardFooter>
      </Card>
    </article>
  );
}
