"use client";

import { useState } from "react";
import { Eye, Gavel, Megaphone, Pencil, Repeat, RotateCcw, X } from "lucide-react";
import { offerOf } from "@/components/jobs/offer";
import { ReviewPrompt } from "@/components/reviews/review-prompt";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { useOpenedOnce } from "@/components/ui/use-opened";
import type { JobDto } from "@/lib/jobs/dto";
import { canEditJob, canJob } from "@/lib/jobs/status";
import { formatMoment } from "@/lib/format/dates";
import { usePostAgain } from "./post-lawn-provider";
import { onDemand } from "@/components/ui/on-demand";

// Each loaded when first opened.
const JobDetailDrawer = onDemand(() =>
  import("@/components/jobs/job-detail-drawer").then((module) => module.JobDetailDrawer),
);
const BidDrawer = onDemand(() => import("@/components/bids/bid-drawer").then((module) => module.BidDrawer));
const EditLawnDialog = onDemand(() => import("./edit-lawn-dialog").then((module) => module.EditLawnDialog));
const CancelLawnDialog = onDemand(() => import("./cancel-lawn-dialog").then((module) => module.CancelLawnDialog));
const BookAgainDialog = onDemand(() => import("./book-again-dialog").then((module) => module.BookAgainDialog));
const OpenRequestDialog = onDemand(() => import("./open-request-dialog").then((module) => module.OpenRequestDialog));
const PaymentPanel = onDemand(() =>
  import("@/components/payments/payment-panel").then((module) => module.PaymentPanel),
);

type Panel = "details" | "bids" | "edit" | "cancel" | "book" | "open";

/** Lawns that are over: 'Post again' offers a new posting filled from them. */
const POSTABLE_AGAIN: readonly JobDto["status"][] = ["completed", "cancelled", "expired"];

/**
 * A lawn card's buttons on 'My Lawns': details, bids (postings that take bids), Edit and Cancel while allowed
 * (SPEC §2); once over, 'Post again', and once completed 'Book again' (its provider alone) and 'Leave a review' until
 * the owner has, and where its payment stands. A request to one provider says where it stands; declined or lapsed, it
 * can be opened to everyone.
 */
export function LawnActions({ lawn }: { lawn: JobDto }) {
  const postAgain = usePostAgain();
  const [panel, setPanel] = useState<Panel | null>(null);
  const opened = {
    details: useOpenedOnce(panel === "details"),
    bids: useOpenedOnce(panel === "bids"),
    edit: useOpenedOnce(panel === "edit"),
    cancel: useOpenedOnce(panel === "cancel"),
    book: useOpenedOnce(panel === "book"),
    open: useOpenedOnce(panel === "open"),
  };
  const dialog = (name: Panel) => ({ open: panel === name, onOpenChange: (open: boolean) => !open && setPanel(null) });
  // A cancelled or expired lawn's bids all closed with it: nothing is left to review.
  const takesBids = offerOf(lawn) === "bid" && lawn.status !== "cancelled" && lawn.status !== "expired";
  // Once the lawn is taken (the page caught up), Edit and Cancel go, their dialogs with them.
  const editable = canEditJob(lawn.status);
  const cancellable = canJob("cancel", lawn.status);
  // A request its provider declined or let lapse: the owner opens it to everyone, or withdraws it (Cancel).
  const openable = lawn.request !== undefined && lawn.request.answer !== "pending";
  const bookable = lawn.status === "completed" && lawn.provider_id !== null;
  return (
    <div className="col-span-2 grid grid-cols-2 gap-2">
      {lawn.request && <RequestState lawn={lawn} request={lawn.request} />}
      {lawn.payment && lawn.payment.status !== "not_due" && (
        <PaymentPanel kind="job" id={lawn.id} title={lawn.title} payment={lawn.payment} side="owner" />
      )}
      <Button variant="outline" className={cn(!takesBids && "col-span-2")} onClick={() => setPanel("details")}>
        <Eye aria-hidden />
        View Details
      </Button>
      {takesBids && (
        <Button variant="secondary" onClick={() => setPanel("bids")}>
          <Gavel aria-hidden />
          Review Bids
        </Button>
      )}
      {editable && (
        <Button variant="outline" onClick={() => setPanel("edit")}>
          <Pencil aria-hidden />
          Edit
        </Button>
      )}
      {openable && (
        <Button variant="secondary" onClick={() => setPanel("open")}>
          <Megaphone aria-hidden />
          Open to Everyone
        </Button>
      )}
      {cancellable && (
        <Button
          variant="outline"
          className="text-destructive hover:text-destructive"
          onClick={() => setPanel("cancel")}
        >
          <X aria-hidden />
          {lawn.status === "offered" ? "Withdraw" : "Cancel"}
        </Button>
      )}
      {bookable && (
        <Button variant="secondary" onClick={() => setPanel("book")} aria-label={`Book again: ${lawn.title}`}>
          <Repeat aria-hidden />
          Book Again
        </Button>
      )}
      {POSTABLE_AGAIN.includes(lawn.status) && (
        <Button
          variant="outline"
          className={cn(!lawn.review?.can_review && "col-span-2")}
          onClick={() => postAgain(lawn)}
          aria-label={`Post again: ${lawn.title}`}
        >
          <RotateCcw aria-hidden />
          Post again
        </Button>
      )}
      <ReviewPrompt job={lawn} />
      {opened.details && <JobDetailDrawer job={lawn} {...dialog("details")} />}
      {opened.bids && <BidDrawer job={lawn} {...dialog("bids")} />}
      {editable && opened.edit && <EditLawnDialog lawn={lawn} {...dialog("edit")} />}
      {cancellable && opened.cancel && <CancelLawnDialog lawn={lawn} {...dialog("cancel")} />}
      {bookable && opened.book && <BookAgainDialog lawn={lawn} {...dialog("book")} />}
      {openable && opened.open && <OpenRequestDialog lawn={lawn} {...dialog("open")} />}
    </div>
  );
}

/** Where a request to one provider stands, in words. */
function RequestState({ lawn, request }: { lawn: JobDto; request: NonNullable<JobDto["request"]> }) {
  const provider = lawn.provider_name ?? "The provider";
  const text = {
    pending: `Asked of ${provider} alone: waiting for their answer until ${formatMoment(request.answer_by)}.`,
    declined: `${provider} declined. Open it to every provider, or withdraw it.`,
    lapsed: `${provider} did not answer in time. Open it to every provider, or withdraw it.`,
  }[request.answer];
  return <p className="col-span-2 rounded-md bg-violet-50 p-2 text-sm text-violet-950">{text}</p>;
}
