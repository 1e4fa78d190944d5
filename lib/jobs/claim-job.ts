import "server-only";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import type { SessionUser } from "@/lib/auth/session-user";
import { notifyOwnerOf } from "@/lib/notifications/notify-owner";
import { assignJob } from "./assign-job";
import { CLAIM_CAP_MESSAGE } from "./claims";
import { jobOffer } from "./status";

/**
 * A provider claims an open fixed-price job at its price; of concurrent claims exactly one wins. A posting without
 * a price takes quotes as bids instead (`jobOffer`), so the WHERE also asks for a price. A provider already holding
 * MAX_OPEN_CLAIMS jobs waiting to start is refused. Answers the claimed job with its relations (jobInclude).
 */
export async function claimJob({ jobId, provider, now = new Date() }: { jobId: string; provider: Pick<SessionUser, "id" | "fullName">; now?: Date }) {
  const providerId = provider.id;
  return db.$transaction(async (tx) => {
    const job = await assignJob(tx, {
      jobId,
      providerId,
      now,
      action: "claim",
      party: { ownerId: { not: providerId } },
      require: { priceType: "fixed", priceEstimate: { not: null } },
      capMessage: CLAIM_CAP_MESSAGE,
      explain: (job) =>
        job.ownerId === providerId
          ? new AppError("FORBIDDEN", "You cannot claim your own job")
          : jobOffer(job.priceType, job.priceEstimate !== null) === "bid"
            ? new AppError(
                "UNPROCESSABLE",
                job.priceType === "auction" ? "This is an auction job: place a bid instead" : "This job asks for quotes: place a bid instead",
              )
            : new AppError("CONFLICT", "This job is no longer open"),
    });
    await notifyOwnerOf(tx, "jobClaimed", job, provider);
    return job;
  });
}
