"use client";

import { useRef, useState, type ReactNode } from "react";
import Image from "next/image";
import { Gavel, Undo2 } from "lucide-react";
import { useAuth } from "@/components/auth/auth-provider";
import { BidDrawer } from "@/components/bids/bid-drawer";
import { useOpenedOnce } from "@/components/ui/use-opened";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { JobMessages } from "@/components/messages/job-messages";
import { JobReviews } from "@/components/reviews/job-reviews";
import { Rating } from "@/components/reviews/rating";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import type { JobDto } from "@/lib/jobs/dto";
import { canJob } from "@/lib/jobs/status";
import { AssignedProvider } from "./assigned-provider";
import { ClaimHistory } from "./claim-history";
import {
  formatBidCount,
  formatDate,
  formatDistance,
  formatNeededBy,
  formatPrice,
  priceLabel,
  STATUS_LABEL,
} from "./format";
import { skipOptimizer } from "./job-card-view";
import { offerOf, openingOf } from "./offer";
import { useClaimJob } from "./use-claim-job";
import { onDemand } from "@/components/ui/on-demand";
import { withQueries } from "@/components/layout/query-provider";
import { formatMoment } from "@/lib/format/dates";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[7.5rem_minmax(0,1fr)] gap-3 border-b py-2.5 text-sm last:border-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

const ReleaseJobDialog = onDemand(() => import("./release-job-dialog").then((module) => module.ReleaseJobDialog));

/**
 * SPEC §2 'Job detail drawer'. The homeowner's email and phone appear only when the server sends them, which it does
 * for the job's parties once the job is no longer open. Jobs taking bids offer them (Place Bid / Review Bids).
 */
function JobDetailDrawerBody({
  job,
  open,
  onOpenChange,
}: {
  job: JobDto;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { user } = useAuth();
  const [bidsOpen, setBidsOpen] = useState(false);
  const [releaseOpen, setReleaseOpen] = useState(false);
  const releaseOpened = useOpenedOnce(releaseOpen);
  // Handing over to the bid drawer: this sheet must not pull focus back to its trigger as it closes.
  const handingOver = useRef(false);
  const { claim, claiming } = useClaimJob(job.id, { onLeave: () => onOpenChange(false) });
  const bidsOpened = useOpenedOnce(bidsOpen);
  const opening = openingOf(job);
  const isOwner = user?.id === job.user_id;
  const isAssigned = !!user && user.id === job.provider_id;
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
                <Image
                  src={photo}
                  alt={`Photo of ${job.title}`}
                  fill
                  sizes="(min-width: 640px) 28rem, 100vw"
                  className="object-cover"
                  unoptimized={skipOptimizer(photo)}
                />
              </div>
            )}
            {job.description && <p className="text-sm break-words whitespace-pre-line">{job.description}</p>}
            <dl>
              <Row label="Location">{job.full_address || job.location}</Row>
              {job.distance_miles !== null && <Row label="Distance">{formatDistance(job.distance_miles)}</Row>}
              {job.area && <Row label="Area">{job.area}</Row>}
              <Row label="Needed by">{formatNeededBy(job.needed_by)}</Row>
              <Row label={job.price_type === "auction" ? "Starting bid" : "Price"}>
                {formatPrice(job.price_estimate)}
                {offerOf(job) === "bid" && job.price_type === "fixed" && (
                  <span className="block text-xs font-normal text-muted-foreground">{priceLabel(job, isOwner)}</span>
                )}
              </Row>
              {job.agreed_price !== null && <Row label="Agreed price">{formatPrice(job.agreed_price)}</Row>}
              {offerOf(job) === "bid" && <Row label="Bids">{formatBidCount(job.bid_count)}</Row>}
              <Row label="Homeowner">
                <span className="flex flex-wrap items-center gap-x-2">
                  {job.owner_name}
                  <Rating value={job.owner_rating} count={job.owner_review_count} />
                </span>
              </Row>
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
              <Row label="Provider">
                <AssignedProvider job={job} />
              </Row>
              {job.status === "claimed" && job.claim_lapses_at && (
                <Row label="Start by">{formatMoment(job.claim_lapses_at)}</Row>
              )}
            </dl>
            {job.claim_history && <ClaimHistory events={job.claim_history} viewerId={user?.id ?? null} />}
            {isAssigned && canJob("release", job.status) && (
              <Button variant="outline" onClick={() => setReleaseOpen(true)}>
                <Undo2 aria-hidden />
                Release job
              </Button>
            )}
            {opening === "claim" && !isOwner && (
              <Button onClick={claim} disabled={claiming}>
                {claiming ? "Claiming..." : "Claim Job"}
              </Button>
            )}
            {opening === "bid" && <Button onClick={openBids}>{isOwner ? "Review Bids" : "Place Bid"}</Button>}
            <JobReviews job={job} open={open} />
            <JobMessages job={job} />
          </div>
        </SheetContent>
      </Sheet>
      {bidsOpened && <BidDrawer job={job} open={bidsOpen} onOpenChange={setBidsOpen} />}
      {releaseOpened && (
        <ReleaseJobDialog
          job={job}
          open={releaseOpen}
          onOpenChange={setReleaseOpen}
          onReleased={() => onOpenChange(false)}
        />
      )}
    </>
  );
}

/** Loaded on demand, also on pages without TanStack Query: it brings its QueryProvider. */
export const JobDetailDrawer = withQueries(JobDetailDrawerBody);
