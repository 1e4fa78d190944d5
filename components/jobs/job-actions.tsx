"use client";

import { useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useAuth } from "@/components/auth/auth-provider";
import { ReviewPrompt } from "@/components/reviews/review-prompt";
import { Button } from "@/components/ui/button";
import { useOpenedOnce } from "@/components/ui/use-opened";
import type { CardJob } from "./card-job";
import { openingOf } from "./offer";
import { jobKeys, useJob, usePrefetchJob } from "./queries";
import { useClaimJob } from "./use-claim-job";
import { onDemand } from "@/components/ui/on-demand";

// Loaded when first opened: a list of cards needs neither drawer (nor the bid form's schema) to show.
const loadJobDetailDrawer = () => import("./job-detail-drawer");
const JobDetailDrawer = onDemand(() => loadJobDetailDrawer().then((module) => module.JobDetailDrawer));
const BidDrawer = onDemand(() => import("@/components/bids/bid-drawer").then((module) => module.BidDrawer));

type DrawerProps = { job: CardJob; open: boolean; onOpenChange(open: boolean): void };

/** The card's detail drawer on the whole job, loaded once opened; it follows the card when the page renders again. */
function CardJobDrawer({ job, open, onOpenChange }: DrawerProps) {
  const { data } = useJob(job.id, { enabled: true, toastFailure: true });
  const queryClient = useQueryClient();
  // A page refresh (after a bid, a claim, a review) renders the card with a new `job`: the drawer's copy is stale.
  const shown = useRef(job);
  useEffect(() => {
    if (shown.current === job) return;
    shown.current = job;
    void queryClient.invalidateQueries({ queryKey: jobKeys.detail(job.id), exact: true });
  }, [job, queryClient]);
  // The distance is from the listing's centre, which only the page knows.
  return data ? <JobDetailDrawer job={{ ...data, distance_miles: job.distance_miles }} open={open} onOpenChange={onOpenChange} /> : null;
}

/**
 * A job card's buttons (SPEC §2): View Details, and while the job can be taken Claim Job (a fixed price) or
 * Place Bid (auctions, and fixed postings asking for quotes; the owner gets Review Bids instead); once completed,
 * 'Leave a review' for its parties until they have.
 */
export function JobActions({ job }: { job: CardJob }) {
  const { user } = useAuth();
  const [panel, setPanel] = useState<"details" | "bids" | null>(null);
  const { claim, claiming } = useClaimJob(job.id);
  const prefetchJob = usePrefetchJob();
  // The drawer shows the job as GET /api/jobs/{id} answers it: start on intent, so a click rarely waits.
  const prefetchDetails = () => {
    prefetchJob(job.id);
    void loadJobDetailDrawer();
  };
  const detailsOpened = useOpenedOnce(panel === "details");
  const bidsOpened = useOpenedOnce(panel === "bids");
  const onOpenChange = (open: boolean) => !open && setPanel(null);
  const isOwner = user?.id === job.user_id;
  const opening = openingOf(job);
  return (
    <>
      <Button
        variant="outline"
        onClick={() => setPanel("details")}
        onPointerEnter={prefetchDetails}
        onFocus={prefetchDetails}
        aria-label={`View details of ${job.title}`}
      >
        View Details
      </Button>
      {opening === "claim" && !isOwner && (
        <Button onClick={claim} disabled={claiming}>
          {claiming ? "Claiming..." : "Claim Job"}
        </Button>
      )}
      {opening === "bid" && <Button onClick={() => setPanel("bids")}>{isOwner ? "Review Bids" : "Place Bid"}</Button>}
      <ReviewPrompt job={job} />
      {detailsOpened && <CardJobDrawer job={job} open={panel === "details"} onOpenChange={onOpenChange} />}
      {bidsOpened && <BidDrawer job={job} open={panel === "bids"} onOpenChange={onOpenChange} />}
    </>
  );
}
