import Image from "next/image";
import { CalendarDays, Gavel, MapPin, Ruler, Star, Tag } from "lucide-react";
import { Avatar, AvatarFallback } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardTitle } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import type { DemoJob } from "./demo-jobs";

// SPEC §4/§9: dates read in en-US; UTC so a calendar date never shifts by time zone.
const dateFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
const moneyFormat = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

// Fixed price = blue, auction = purple, as in the provider map's legend (SPEC §2).
const PRICE_TYPE = {
  fixed: { badge: "Claim Now", badgeClass: "bg-blue-700 text-white", priceLabel: "Fixed price", action: "Claim Job" },
  auction: { badge: "Auction", badgeClass: "bg-purple-700 text-white", priceLabel: "Starting bid", action: "Place Bid" },
} as const;

function initials(name: string) {
  return name
    .split(/\s+/)
    .map((part) => part[0])
    .join("")
    .slice(0, 2);
}

/** A job as a card. The demo cards' buttons do nothing yet (SPEC §2). */
export function JobCard({ job }: { job: DemoJob }) {
  const kind = PRICE_TYPE[job.priceType];
  const titleId = `${job.id}-title`;
  return (
    <article aria-labelledby={titleId}>
      <Card className="h-full overflow-hidden">
        <div className="relative aspect-[16/10] bg-muted">
          <Image src={job.photos[0]} alt="" fill sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" className="object-cover" />
          <Badge className={cn("absolute top-3 left-3 border-transparent shadow", kind.badgeClass)}>
            {job.priceType === "auction" ? <Gavel aria-hidden /> : <Tag aria-hidden />}
            {kind.badge}
          </Badge>
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
              Due {dateFormat.format(new Date(job.deadline))}
            </li>
            <li className="flex items-center gap-2">
              <Ruler aria-hidden />
              {job.area}
            </li>
          </ul>
          <div className="mt-auto flex items-end justify-between gap-3 border-t pt-4">
            <div>
              <p className="text-2xl font-bold text-foreground">{moneyFormat.format(job.price)}</p>
              <p className="text-xs text-muted-foreground">{kind.priceLabel}</p>
            </div>
            <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
              <Gavel className="size-4" aria-hidden />
              {job.bids} {job.bids === 1 ? "bid" : "bids"}
            </p>
          </div>
          <div className="flex items-center gap-3">
            <Avatar className="size-8 text-xs">
              <AvatarFallback>{initials(job.owner.name)}</AvatarFallback>
            </Avatar>
            <span className="text-sm font-medium">{job.owner.name}</span>
            <span className="ml-auto flex items-center gap-1 text-sm font-medium">
              <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden />
              <span aria-hidden>{job.owner.rating.toFixed(1)}</span>
              <span className="sr-only">Rated {job.owner.rating.toFixed(1)} out of 5</span>
            </span>
          </div>
        </CardContent>
        <CardFooter className="grid grid-cols-2">
          <Button variant="outline">View Details</Button>
          <Button>{kind.action}</Button>
        </CardFooter>
      </Card>
    </article>
  );
}
