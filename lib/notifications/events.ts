import { OFFER_ANSWER_HOURS } from "@/lib/jobs/status";
import type { NotificationContent, NotificationInput } from "./notify";

// What each event says, and to whom: one entry per event the product notifies.
type JobRef = { id: string; title: string; ownerId: string };

const quoted = (job: JobRef) => `“${job.title}”`;
const dollars = (amount: { toString(): string }) => `$${Number(amount.toString()).toFixed(2)}`;
const excerpt = (text: string, max = 140) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export const notificationOf = {
  bidReceived: (job: JobRef, bid: { amount: { toString(): string }; providerName: string }): NotificationInput => ({
    userId: job.ownerId,
    type: "bid_received",
    jobId: job.id,
    title: "New bid on your lawn",
    body: `${bid.providerName} bid ${dollars(bid.amount)} on ${quoted(job)}.`,
  }),
  bidAccepted: (job: JobRef, providerId: string): NotificationInput => ({
    userId: providerId,
    type: "bid_accepted",
    jobId: job.id,
    title: "Your bid was accepted",
    body: `Your bid on ${quoted(job)} was accepted: the job is yours.`,
  }),
  bidExpired: (job: JobRef, providerId: string): NotificationInput => ({
    userId: providerId,
    type: "bid_expired",
    jobId: job.id,
    title: "Your bid expired",
    body: `The owner of ${quoted(job)} hired another provider, so your bid has expired.`,
  }),
  jobCancelled: (job: JobRef, providerId: string): NotificationInput => ({
    userId: providerId,
    type: "job_cancelled",
    jobId: job.id,
    title: "A job you bid on was cancelled",
    body: `${quoted(job)} was cancelled by its owner; your bid is closed.`,
  }),
  jobClaimed: (job: JobRef, providerName: string): NotificationInput => ({
    userId: job.ownerId,
    type: "job_claimed",
    jobId: job.id,
    title: "Your lawn was claimed",
    body: `${providerName} claimed ${quoted(job)}.`,
  }),
  jobStarted: (job: JobRef, providerName: string): NotificationInput => ({
    userId: job.ownerId,
    type: "job_started",
    jobId: job.id,
    title: "Work has started on your lawn",
    body: `${providerName} started work on ${quoted(job)}.`,
  }),
  jobCompleted: (job: JobRef, providerName: string): NotificationInput => ({
    userId: job.ownerId,
    type: "job_completed",
    jobId: job.id,
    title: "Your lawn is done",
    body: `${providerName} marked ${quoted(job)} completed.`,
  }),
  claimReleased: (job: JobRef, providerName: string): NotificationInput => ({
    userId: job.ownerId,
    type: "claim_released",
    jobId: job.id,
    title: "A provider released your lawn",
    body: `${providerName} released ${quoted(job)}; it is open to other providers again.`,
  }),
  claimLapsed: (job: JobRef): NotificationInput => ({
    userId: job.ownerId,
    type: "claim_lapsed",
    jobId: job.id,
    title: "A claim on your lawn lapsed",
    body: `Work on ${quoted(job)} did not start in time, so the claim lapsed; it is open to other providers again.`,
  }),
  ownClaimLapsed: (job: JobRef, providerId: string): NotificationInput => ({
    userId: providerId,
    type: "claim_lapsed",
    jobId: job.id,
    title: "Your claim lapsed",
    body: `Your claim on ${quoted(job)} lapsed because work did not start in time.`,
  }),
  reviewReceived: (job: JobRef, review: { subjectId: string; rating: number }): NotificationInput => ({
    userId: review.subjectId,
    type: "review_received",
    jobId: job.id,
    title: "You received a review",
    body: `You were rated ${review.rating} out of 5 for ${quoted(job)}.`,
  }),
  messageReceived: (
    job: JobRef,
    message: { recipientId: string; threadId: string; senderName: string; body: string },
  ): NotificationInput => ({
    userId: message.recipientId,
    type: "message_received",
    jobId: job.id,
    threadId: message.threadId,
    title: `New message from ${message.senderName}`,
    body: `${message.senderName} about ${quoted(job)}: “${excerpt(message.body)}”`,
  }),
  jobHidden: (job: JobRef, reason: string): NotificationInput => ({
    userId: job.ownerId,
    type: "job_hidden",
    jobId: job.id,
    title: "Your posting was hidden",
    body: `LawnLink hid ${quoted(job)} from the marketplace: ${excerpt(reason, 300)}`,
  }),
  // The reporter hears that their report was dealt with, never what was done about whom.
  reportResolved: (reporterId: string, subjectType: string): NotificationInput => ({
    userId: reporterId,
    type: "report_resolved",
    jobId: null,
    title: "Your report was reviewed",
    body: `Thanks for your report about a ${subjectType}. Our team has reviewed it and closed it.`,
  }),
  operatorWarning: (userId: string, note: string): NotificationInput => ({
    userId,
    type: "operator_warning",
    jobId: null,
    title: "A warning from LawnLink",
    body: `Our team reviewed a report about your activity: ${excerpt(note, 500)}`,
  }),
  // The ranking at the close, lowest first, and until when the owner may accept one (lib/jobs/close-bidding.ts).
  biddingClosed: (
    job: JobRef,
    ranking: { providerName: string; amount: { toString(): string } }[],
    acceptBy: string,
  ): NotificationInput => ({
    userId: job.ownerId,
    type: "bidding_closed",
    jobId: job.id,
    title: "Bidding closed on your lawn",
    body:
      ranking.length === 0
        ? `Bidding on ${quoted(job)} closed without bids; the posting expires ${acceptBy}.`
        : `Bidding on ${quoted(job)} closed. Lowest first: ${ranking
            .slice(0, 5)
            .map((bid, place) => `${place + 1}. ${bid.providerName} ${dollars(bid.amount)}`)
            .join(", ")}${ranking.length > 5 ? ` and ${ranking.length - 5} more` : ""}. Accept one by ${acceptBy}.`,
  }),
  autoAwarded: (job: JobRef, bid: { providerName: string; amount: { toString(): string } }): NotificationInput => ({
    userId: job.ownerId,
    type: "bidding_closed",
    jobId: job.id,
    title: "Bidding closed: your lawn was awarded",
    body: `Bidding on ${quoted(job)} closed and ${bid.providerName}'s bid of ${dollars(bid.amount)} was accepted for you.`,
  }),
  jobExpired: (job: JobRef, providerId: string): NotificationInput => ({
    userId: providerId,
    type: "job_expired",
    jobId: job.id,
    title: "A job you bid on expired",
    body: `The owner of ${quoted(job)} hired no one before the posting expired; your bid is closed.`,
  }),
  ownJobExpired: (job: JobRef): NotificationInput => ({
    userId: job.ownerId,
    type: "job_expired",
    jobId: job.id,
    title: "Your posting expired",
    body: `No bid on ${quoted(job)} was accepted within 3 days of the close, so the posting expired.`,
  }),
  // Direct requests (lib/jobs/direct-request.ts): the provider asked, then the owner with the answer.
  requestReceived: (
    job: JobRef & { priceEstimate: { toString(): string } | null },
    providerId: string,
    ownerName: string,
  ): NotificationInput => ({
    userId: providerId,
    type: "offer_received",
    jobId: job.id,
    title: "A homeowner asks for you",
    body: `${ownerName} asks you to take ${quoted(job)}${job.priceEstimate ? ` at ${dollars(job.priceEstimate)}` : ""}. Only you see it: accept or decline within ${OFFER_ANSWER_HOURS} hours.`,
  }),
  requestDeclined: (job: JobRef, providerName: string): NotificationInput => ({
    userId: job.ownerId,
    type: "offer_declined",
    jobId: job.id,
    title: "Your request was declined",
    body: `${providerName} declined ${quoted(job)}. Open it to every provider, or withdraw it.`,
  }),
  requestLapsed: (job: JobRef, providerName: string): NotificationInput => ({
    userId: job.ownerId,
    type: "offer_lapsed",
    jobId: job.id,
    title: "Your request was not answered",
    body: `${providerName} did not answer ${quoted(job)} within ${OFFER_ANSWER_HOURS} hours. Open it to every provider, or withdraw it.`,
  }),
  requestWithdrawn: (job: JobRef, providerId: string): NotificationInput => ({
    userId: providerId,
    type: "offer_withdrawn",
    jobId: job.id,
    title: "A request to you was withdrawn",
    body: `The homeowner withdrew ${quoted(job)}.`,
  }),
  hiredJobCancelled: (job: JobRef, providerId: string, late: boolean): NotificationInput => ({
    userId: providerId,
    type: "job_cancelled",
    jobId: job.id,
    title: "A job you were hired for was cancelled",
    body: `${quoted(job)} was cancelled by its owner${late ? " within 24 hours of its date" : ""}.`,
  }),
  // The same words for every provider in reach: the fan-out (notify-providers-nearby.ts) writes them for each.
  jobPostedNearby: (job: JobRef & { location: string }): NotificationContent & { jobId: string } => ({
    type: "job_posted_nearby",
    jobId: job.id,
    title: "New job near you",
    body: `${quoted(job)} was just posted${job.location ? ` in ${job.location}` : ""}, within your service radius.`,
  }),
};
