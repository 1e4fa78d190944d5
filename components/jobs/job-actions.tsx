"use client";

import { useState } from "react";
import dynamic from "next/dynamic";
import { useAuth } from "@/components/auth/auth-provider";
import { ReviewPrompt } from "@/components/reviews/review-prompt";
import { Button } from "@/components/ui/button";
import { useOpenedOnce } from "@/components/ui/use-opened";
import type { JobDto } from "@/lib/jobs/dto";
import { openingOf } from "./offer";
import { useClaimJob } from "./use-claim-job";

// Loaded when first opened: a list of cards needs neither drawer (nor the bid form's schema) to show.
const JobDetailDrawer = dynamic(() => import("./job-detail-drawer").then((module) => module.JobDetailDrawer), { ssr: false });
const BidDrawer = dynamic(() => import("@/components/bids/bid-drawer").then((module) => module.BidDrawer), { ssr: false });

/**
 * A job card's buttons (SPEC §2): View Details, and while the job can be taken Claim Job (a fixed price) or
 * Place Bid (auctions, and fixed postings asking for quotes; the owner gets Review Bids instead); once completed,
 * 'Leave a review' for its parties until they have.
 */
export function JobActions({ job }: { job: JobDto }) {
  const { user } = useAuth();
  const [panel, setPanel] = useState<"details" | "bids" | null>(null);
  const { claim, claiming } = useClaimJob(job.id);
  const detailsOpened = useOpenedOnce(panel === "details");
  const bidsOpened = useOpenedOnce(panel === "bids");
  const onOpenChange = (open: boolean) => !open && setPanel(null);
  const isOwner = user?.id === job.user_id;
  const opening = openingOf(job);
  return (
    <>
      <Button variant="outline" onClick={() => setPanel("details")} aria-label={`View details of ${job.title}`}>
        View Details
      </Button>
      {opening === "claim" && !isOwner && (
        <Button onClick={claim} disabled={claiming}>
          {claiming ? "Claiming..." : "Claim Job"}
        </Button>
      )}
      {opening === "bid" && <Button onClick={() => setPanel("bids")}>{isOwner ? "Review Bids" : "Place Bid"}</Button>}
      <ReviewPrompt job={job} />
      {detailsOpened && <JobDetailDrawer job={job} open={panel === "details"} onOpenChange={onOpenChange} />}
      {bidsOpened && <BidDrawer job={job} open={panel === "bids"} onOpenChange={onOpenChange} />}
    </>
  );
}
