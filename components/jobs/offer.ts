import type { JobDto } from "@/lib/jobs/dto";
import { canJob, jobOffer } from "@/lib/jobs/status";

type JobTerms = Pick<JobDto, "status" | "price_type" | "price_estimate"> & Pick<Partial<JobDto>, "request">;

/** How a job is taken: claimed at its fixed price, or through bids (auctions, and fixed postings asking for quotes). */
export const offerOf = (job: JobTerms) => jobOffer(job.price_type, job.price_estimate !== null);

/** How the job can be taken right now, as the API decides it (lib/jobs/status.ts): claim, bid, or not at all. */
export function openingOf(job: JobTerms): "claim" | "bid" | null {
  // A request to one provider: only they are sent it (request), and they accept it by claiming while it waits.
  if (job.status === "offered") return job.request?.answer === "pending" ? "claim" : null;
  if (offerOf(job) === "claim") return canJob("claim", job.status) ? "claim" : null;
  // A bid is worth placing while one can still be accepted (the API's rule for placing bids).
  return canJob("acceptBid", job.status) ? "bid" : null;
}

/** What a job card's badge says: how someone else can take it now, else (taken, closed, or the viewer's own) its status. */
export type CardBadge = "claim" | "auction" | "quote" | JobDto["status"];

export function cardBadge(job: JobTerms & Pick<JobDto, "user_id">, viewerId: string | null): CardBadge {
  const opening = job.user_id === viewerId ? null : openingOf(job);
  if (opening === "claim") return "claim";
  if (opening === "bid") return job.price_type === "auction" ? "auction" : "quote";
  return job.status;
}
