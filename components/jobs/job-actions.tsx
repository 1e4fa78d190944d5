"use client";

import { lazy, Suspense, useState } from "react";
import { useRouter } from "next/navigation";
import { useAuth } from "@/components/auth/auth-provider";
import { Button } from "@/components/ui/button";
import { onDemand } from "@/components/ui/on-demand";
import { useOpenedOnce } from "@/components/ui/use-opened";
import type { CardJob } from "./card-job";
import { ClaimJobButton } from "./claim-job-button";

// Loaded when first opened: a list of cards needs neither drawer (nor the bid form's schema, nor the data layer) to show.
const loadCardJobDrawer = () => import("./card-job-drawer");
const CardJobDrawer = onDemand(() => loadCardJobDrawer().then((module) => module.CardJobDrawer));
// Only a request to this provider has it.
const DeclineRequestButton = onDemand(() =>
  import("./decline-request-button").then((module) => module.DeclineRequestButton),
);
const BidDrawer = onDemand(() => import("@/components/bids/bid-drawer").then((module) => module.BidDrawer));
// Only completed work's parties see where its money stands.
const PaymentPanel = onDemand(() =>
  import("@/components/payments/payment-panel").then((module) => module.PaymentPanel),
);
// Only a completed job's parties are asked for a review: its code comes with the cards that show it (rendered on the
// server too; React's lazy, not onDemand).
const ReviewPrompt = lazy(() =>
  import("@/components/reviews/review-prompt").then((module) => ({ default: module.ReviewPrompt })),
);

/**
 * A job card's buttons (SPEC §2): View Details, and while the job can be taken Claim Job (a fixed price) or
 * Place Bid (auctions, and fixed postings asking for quotes; the owner gets Review Bids instead); once completed,
 * where its payment stands with the party's next step, and 'Leave a review' for its parties until they have.
 */
export function JobActions({ job }: { job: CardJob }) {
  const { user } = useAuth();
  const [panel, setPanel] = useState<"details" | "bids" | null>(null);
  const router = useRouter();
  // The drawer shows the job as GET /api/jobs/{id} answers it: start on intent, so a click rarely waits.
  const prefetchDetails = () => {
    void import("./job-data").then(
      ({ prefetchJob }) => prefetchJob(job.id, { refreshPage: () => router.refresh() }),
      () => {},
    );
    void loadCardJobDrawer();
  };
  const detailsOpened = useOpenedOnce(panel === "details");
  const bidsOpened = useOpenedOnce(panel === "bids");
  const onOpenChange = (open: boolean) => !open && setPanel(null);
  const isOwner = user?.id === job.user_id;
  const { opening } = job;
  // Once shown it stays: after the review is sent it says so, while the page's refresh no longer asks for one.
  const reviewable = useOpenedOnce(!!job.review?.can_review);
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
      {opening === "claim" && !isOwner && <ClaimJobButton job={job} />}
      {opening === "claim" && job.status === "offered" && !isOwner && <DeclineRequestButton job={job} />}
      {opening === "bid" && (
        // A list shows a dozen of these: each names its job, as View Details does.
        <Button
          onClick={() => setPanel("bids")}
          aria-label={isOwner ? `Review Bids for ${job.title}` : `Place Bid on ${job.title}`}
        >
          {isOwner ? "Review Bids" : "Place Bid"}
        </Button>
      )}
      {job.payment && job.payment.status !== "not_due" && (
        <PaymentPanel
          kind="job"
          id={job.id}
          title={job.title}
          payment={job.payment}
          side={isOwner ? "owner" : "provider"}
        />
      )}
      {reviewable && (
        <Suspense fallback={null}>
          <ReviewPrompt job={job} />
        </Suspense>
      )}
      {detailsOpened && <CardJobDrawer job={job} open={panel === "details"} onOpenChange={onOpenChange} />}
      {bidsOpened && <BidDrawer job={job} open={panel === "bids"} onOpenChange={onOpenChange} />}
    </>
  );
}
