import type { BidStatus, JobStatus } from "@/lib/generated/prisma/enums";

type Transition<S extends string> = { from: readonly S[]; to: S };

// Every job status change the product makes. Domain code puts `from` in its WHERE clause, so the rule and the
// race check are one conditional update.
export const jobTransitions = {
  claim: { from: ["open"], to: "claimed" },
  acceptBid: { from: ["open"], to: "claimed" },
  cancel: { from: ["open"], to: "cancelled" },
  start: { from: ["claimed"], to: "in_progress" },
  complete: { from: ["claimed", "in_progress"], to: "completed" },
} as const satisfies Record<string, Transition<JobStatus>>;

export const bidTransitions = {
  accept: { from: ["open"], to: "accepted" },
  retract: { from: ["open"], to: "retracted" },
  // The other open bids on a job that gets assigned or cancelled.
  expire: { from: ["open"], to: "expired" },
} as const satisfies Record<string, Transition<BidStatus>>;

/** A posting's details (title, description, area, price) can be edited only while no one has taken it. */
export const EDITABLE_JOB_STATUSES = ["open"] as const satisfies readonly JobStatus[];

export type JobAction = keyof typeof jobTransitions;
export type BidAction = keyof typeof bidTransitions;

export function canJob(action: JobAction, status: JobStatus): boolean {
  return (jobTransitions[action].from as readonly JobStatus[]).includes(status);
}

export function canBid(action: BidAction, status: BidStatus): boolean {
  return (bidTransitions[action].from as readonly BidStatus[]).includes(status);
}
