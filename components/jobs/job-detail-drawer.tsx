"use client";

import { useRef, useState, type ReactNode } from "react";
import Image from "next/image";
import { Gavel } from "lucide-react";
import { useAuth } from "@/components/auth/auth-provider";
import { BidDrawer } from "@/components/bids/bid-drawer";
import { useOpenedOnce } from "@/components/ui/use-opened";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { JobMessages } from "@/components/messages/job-messages";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import type { JobDto } from "@/lib/jobs/dto";
import { formatBidCount, formatDate, formatDistance, formatPrice, priceLabel, STATUS_LABEL } from "./format";
import { skipOptimizer } from "./job-card";
import { offerOf, openingOf } from "./offer";
import { useClaimJob } from "./use-claim-job";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[7.5rem_minmax(0,1fr)] gap-3 border-b py-2.5 text-sm last:border-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

const withRating = (name: string, rating: number | null) => (rating === null ? name : `${name} (${rating.toFixed(1)} ★)`);

/**
 * SPEC §2 'Job detail drawer'. The homeowner's email and phone appear only when the server sends them, which it does
 * for the job's parties once the job is no longer open. Jobs taking bids offer them (Place Bid / Review Bids).
 */
export function JobDetailDrawer({ job, open, onOpenChange }: { job: JobDto; open: boolean; onOpenChange(open: boolean): void }) {
  const { user } = useAuth();
  const [bidsOpen, setBidsOpen] = useState(false);
  // Handing over to the bid drawer: this sheet must not pull focus back to its trigger as it closes.
  const handingOver = useRef(false);
  const { claim, claiming } = useClaimJob(job.id, { onLeave: () => onOpenChange(false) });
  const bidsOpened = useOpenedOnce(bidsOpen);
  const opening = openingOf(job);
  const isOwner = user?.id === job.user_id;
  const photo = job.photos[0];

  function openBids() {
    handingOver.current = true;
    onOpenChange(false);
    setBidsOpen(true);
  }

  return (
    <>
      <Sheet open={open} onOpenChange={onOpenChange}>
        <SheetContent
          className="w-full sm:max-w-md"
          onCloseAutoFocus={(event) => {
            if (handingOver.current) event.preventDefault();
            handingOver.current = false;
          }}
        >
          <SheetHeader>
            <div className="flex flex-wrap gap-2">
              <Badge variant="secondary">{STATUS_LABEL[job.status]}</Badge>
              {job.price_type === "auction" && (
                <Badge className="bg-purple-700 text-white">
                  <Gavel aria-hidden />
                  Auction
                </Badge>
              )}
            </div>
            <SheetTitle className="text-xl">{job.title}</SheetTitle>
            <SheetDescription>Posted {formatDate(job.created_at)}</SheetDescription>
          </SheetHeader>
          <div className="grid gap-5 px-5 pb-6">
            {photo && (
              <div className="relative aspect-[16/9] overflow-hidden rounded-lg bg-muted">
                <Image src={photo} alt={`Photo of ${job.title}`} fill sizes="(min-width: 640px) 28rem, 100vw" className="object-cover" unoptimized={skipOptimizer(photo)} />
              </div>
            )}
            {job.description && <p className="text-sm break-words whitespace-pre-line">{job.description}</p>}
            <dl>
              <Row label="Location">{job.full_address || job.location}</Row>
              {job.distance_miles !== null && <Row label="Distance">{formatDistance(job.distance_miles)}</Row>}
              {job.area && <Row label="Area">{job.area}</Row>}
              <Row label={job.price_type === "auction" ? "Starting bid" : "Price"}>
                {formatPrice(job.price_estimate)}
                {offerOf(job) === "bid" && job.price_type === "fixed" && <span className="block text-xs font-normal text-muted-foreground">{priceLabel(job, isOwner)}</span>}
              </Row>
              {job.agreed_price !== null && <Row label="Agreed price">{formatPrice(job.agreed_price)}</Row>}
              {offerOf(job) === "bid" && <Row label="Bids">{formatBidCount(job.bid_count)}</Row>}
              <Row label="Homeowner">{withRating(job.owner_name, job.owner_rating)}</Row>
              {job.owner_email && (
                <Row label="Email">
                  <a href={`mailto:${job.owner_email}`} className="text-primary underline-offset-4 hover:underline">
                    {job.owner_email}
                  </a>
                </Row>
              )}
              {job.owner_phone && (
                <Row label="Phone">
                  <a href={`tel:${job.owner_phone}`} className="text-primary underline-offset-4 hover:underline">
                    {job.owner_phone}
                  </a>
                </Row>
              )}
              <Row label="Provider">{job.provider_name ? withRating(job.provider_name, job.provider_rating) : "Not assigned yet"}</Row>
            </dl>
            {opening === "claim" && !isOwner && (
              <Button onClick={claim} disabled={claiming}>
                {claiming ? "Claiming..." : "Claim Job"}
              </Button>
            )}
            {opening === "bid" && <Button onClick={openBids}>{isOwner ? "Review Bids" : "Place Bid"}</Button>}
            <JobMessages job={job} />
          </div>
        </SheetContent>
      </Sheet>
      {bidsOpened && <BidDrawer job={job} open={bidsOpen} onOpenChange={setBidsOpen} />}
    </>
  );
}
