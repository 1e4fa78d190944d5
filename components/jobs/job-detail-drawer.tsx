"use client";

import { useRef, useState, type ReactNode } from "react";
import Image from "next/image";
import Link from "next/link";
import { Gavel, Undo2 } from "lucide-react";
import { useAuth } from "@/components/auth/auth-provider";
import { BidDrawer } from "@/components/bids/bid-drawer";
import { BlockButton } from "@/components/blocks/block-button";
import { useOpenedOnce } from "@/components/ui/use-opened";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { JobMessages } from "@/components/messages/job-messages";
import { JobReviews } from "@/components/reviews/job-reviews";
import { Rating } from "@/components/reviews/rating";
import { ReportButton } from "@/components/reports/report-button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import type { JobDto } from "@/lib/jobs/dto";
import { canJob } from "@/lib/jobs/status";
import { AssignedProvider } from "./assigned-provider";
import { ClaimHistory } from "./claim-history";
import {
  formatBidCount,
  formatDate,
  formatDistance,
  formatJobPrice,
  formatNeededBy,
  formatRecurrence,
  priceLabel,
  STATUS_LABEL,
} from "./format";
import { skipOptimizer } from "./job-card-view";
import { offerOf, openingOf } from "./offer";
import { ClaimJobButton } from "./claim-job-button";
import { DeclineRequestButton } from "./decline-request-button";
import { onDemand } from "@/components/ui/on-demand";
import { withQueries } from "@/components/layout/query-provider";
import { formatMoment } from "@/lib/format/dates";
import { biddingLabel } from "@/lib/jobs/bidding";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[7.5rem_minmax(0,1fr)] gap-3 border-b py-2.5 text-sm last:border-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

const contactLink = "text-primary underline-offset-4 hover:underline";

/** The other party's email and phone, under their name: the server sends them to each party once hired. */
function ContactRows({ email, phone }: { email?: string; phone?: string }) {
  return (
    <>
      {email && (
        <Row label="Email">
          <a href={`mailto:${email}`} className={contactLink}>
            {email}
          </a>
        </Row>
      )}
      {phone && (
        <Row label="Phone">
          <a href={`tel:${phone}`} className={contactLink}>
            {phone}
          </a>
        </Row>
      )}
    </>
  );
}

const ReleaseJobDialog = onDemand(() => import("./release-job-dialog").then((module) => module.ReleaseJobDialog));

/**
 * SPEC §2 'Job detail drawer'. The other party's email and phone appear only when the server sends them, which it
 * does for each party once the job is no longer open: the provider sees the homeowner's, the homeowner the provider's. Jobs taking bids offer them (Place Bid / Review Bids).
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
  const titleRef = useRef<HTMLHeadingElement>(null);
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
          // Focus starts on the title, not the first button: a stray Enter must not claim or bid, and a screen
          // reader begins with what the drawer is about.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            titleRef.current?.focus();
          }}
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
            <SheetTitle ref={titleRef} tabIndex={-1} className="text-xl outline-none">
              {job.title}
            </SheetTitle>
            <SheetDescription>Posted {formatDate(job.created_at)}</SheetDescription>
            <div className="flex flex-wrap items-center justify-between gap-2">
              {/* The job's own page: its address to share. */}
              <Link
                href={`/jobs/${job.id}`}
                prefetch={false}
                className="w-fit text-sm text-primary underline-offset-4 hover:underline"
              >
                Job page
              </Link>
              <ReportButton
                subjectType="job"
                subjectId={job.id}
                ownerId={job.user_id}
                what={`the job “${job.title}”`}
              />
            </div>
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
              {job.recurrence ? (
                <Row label="Schedule">{formatRecurrence(job.recurrence)}</Row>
              ) : (
                <Row label="Needed by">{formatNeededBy(job.needed_by)}</Row>
              )}
              <Row label={job.price_type === "auction" ? "Starting bid" : "Price"}>
                {formatJobPrice(job.price_estimate, job.recurrence)}
                {offerOf(job) === "bid" && job.price_type === "fixed" && (
                  <span className="block text-xs font-normal text-muted-foreground">{priceLabel(job, isOwner)}</span>
                )}
              </Row>
              {job.agreed_price !== null && (
                <Row label="Agreed price">{formatJobPrice(job.agreed_price, job.recurrence)}</Row>
              )}
              {offerOf(job) === "bid" && <Row label="Bids">{formatBidCount(job.bid_count)}</Row>}
              {job.status === "open" && job.bidding_closes_at && (
                <Row label="Bidding">{biddingLabel(new Date(job.bidding_closes_at), new Date())}</Row>
              )}
              <Row label="Homeowner">
                <span className="flex flex-wrap items-center gap-x-2">
                  {job.owner_name}
                  <Rating value={job.owner_rating} count={job.owner_review_count} />
                  {job.owner_late_cancellations > 0 && (
                    <span className="text-xs text-muted-foreground">
                      {job.owner_late_cancellations} late{" "}
                      {job.owner_late_cancellations === 1 ? "cancellation" : "cancellations"}
                    </span>
                  )}
                </span>
              </Row>
              <ContactRows email={job.owner_email} phone={job.owner_phone} />
              <Row label="Provider">
                <AssignedProvider job={job} />
              </Row>
              <ContactRows email={job.provider_email} phone={job.provider_phone} />
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
            {opening === "claim" && !isOwner && <ClaimJobButton job={job} onLeave={() => onOpenChange(false)} />}
            {opening === "claim" && job.status === "offered" && !isOwner && (
              <DeclineRequestButton job={job} onLeave={() => onOpenChange(false)} />
            )}
            {opening === "bid" && <Button onClick={openBids}>{isOwner ? "Review Bids" : "Place Bid"}</Button>}
            <JobReviews job={job} open={open} />
            <JobMessages job={job} />
            {user?.role === "provider" && !isOwner && (
              <BlockButton
                user={{ id: job.user_id, name: job.owner_name }}
                kind="homeowner"
                onBlocked={() => onOpenChange(false)}
              />
            )}
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
