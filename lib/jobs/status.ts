import type { BidStatus, JobStatus, PriceType } from "@/lib/generated/prisma/enums";

type Transition<S extends string> = { from: readonly S[]; to: S };

// Every job status change the product makes. Domain code puts `from` in its WHERE clause, so the rule and the
// race check are one conditional update.
export const jobTransitions = {
  claim: { from: ["open"], to: "claimed" },
  acceptBid: { from: ["open"], to: "claimed" },
  // A recurring job hired starts its service plan at once: its work is the plan's visits, so it never waits to start.
  claimPlan: { from: ["open"], to: "in_progress" },
  acceptPlanBid: { from: ["open"], to: "in_progress" },
  // A direct request accepted by the provider asked (lib/jobs/direct-request.ts): hired as a claim is.
  acceptOffer: { from: ["offered"], to: "claimed" },
  acceptPlanOffer: { from: ["offered"], to: "in_progress" },
  // A direct request declined or lapsed, opened to everyone by its owner.
  openOffer: { from: ["offered"], to: "open" },
  // A hired job too, free until 24 hours before its date and late after (lib/jobs/cancel-window.ts).
  // A direct request too ('Withdraw').
  cancel: { from: ["open", "offered", "claimed", "in_progress"], to: "cancelled" },
  // An operator withdraws a posting (a suspension, a hidden posting: lib/admin/); hired work is left to its parties.
  withdraw: { from: ["open"], to: "cancelled" },
  start: { from: ["claimed"], to: "in_progress" },
  // Work is marked done only once started: a claim not yet started is released, not completed.
  complete: { from: ["in_progress"], to: "completed" },
  // A recurring job's plan cancelled or ended: the relationship is over, and both sides may review it.
  endPlan: { from: ["in_progress"], to: "completed" },
  // A claim that ends without the work: the provider lets it go, or does not start in time (lib/jobs/claims.ts).
  release: { from: ["claimed"], to: "open" },
  lapse: { from: ["claimed"], to: "open" },
  // A posting that takes bids whose owner hired no one within 3 days of the close (lib/jobs/close-bidding.ts).
  expire: { from: ["open"], to: "expired" },
} as const satisfies Record<string, Transition<JobStatus>>;

export const bidTransitions = {
  accept: { from: ["open"], to: "accepted" },
  retract: { from: ["open"], to: "retracted" },
  // The other open bids on a job that gets assigned or cancelled.
  expire: { from: ["open"], to: "expired" },
  // When the claim an accepted bid made ends, the bid ends with it (released by its provider or lapsed) and the
  // bids its acceptance expired are open again, so the owner can accept another at once.
  releaseAccepted: { from: ["accepted"], to: "retracted" },
  lapseAccepted: { from: ["accepted"], to: "lapsed" },
  reopen: { from: ["expired"], to: "open" },
  // A block between a bidder and the job's owner ends their open or expired bids for good: none is accepted or
  // reopened later (lib/blocks/block-user.ts).
  withdraw: { from: ["open", "expired"], to: "retracted" },
  // The accepted bid of a hired job its owner cancels ends with it.
  cancelAccepted: { from: ["accepted"], to: "expired" },
} as const satisfies Record<string, Transition<BidStatus>>;

/**
 * Statuses only a job's parties see: a direct request is the owner's and the provider asked's, in no market listing,
 * count or map, and not found by anyone else.
 */
export const PRIVATE_JOB_STATUSES = ["offered"] as const satisfies readonly JobStatus[];

export function isPrivateJobStatus(status: JobStatus): boolean {
  return (PRIVATE_JOB_STATUSES as readonly JobStatus[]).includes(status);
}

/** A direct request: the provider asked has this long to accept or decline; it then lapses. */
export const OFFER_ANSWER_HOURS = 48;

/** A posting's details (title, description, area, price) can be edited only while no one has taken it. */
export const EDITABLE_JOB_STATUSES = ["open"] as const satisfies readonly JobStatus[];

/** Whether a posting's details can still be edited (the Edit button asks; the API's WHERE holds the same list). */
export function canEditJob(status: JobStatus): boolean {
  return (EDITABLE_JOB_STATUSES as readonly JobStatus[]).includes(status);
}

export type JobAction = keyof typeof jobTransitions;
export type BidAction = keyof typeof bidTransitions;

export function canJob(action: JobAction, status: JobStatus): boolean {
  return (jobTransitions[action].from as readonly JobStatus[]).includes(status);
}

export function canBid(action: BidAction, status: BidStatus): boolean {
  return (bidTransitions[action].from as readonly BidStatus[]).includes(status);
}

/**
 * How a posting is taken: a fixed price is claimed at that price; an auction takes bids, and so does a fixed
 * posting without a price ('Quote needed'), whose bids are the quotes. Shared by the API and the buttons.
 */
export function jobOffer(priceType: PriceType, hasPrice: boolean): "claim" | "bid" {
  return priceType === "fixed" && hasPrice ? "claim" : "bid";
}
