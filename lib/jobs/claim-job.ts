import { AppError } from "@/lib/errors";
import { transitionJob } from "./transition-job";

/** A provider claims an open fixed-price job; of concurrent claims exactly one wins. */
export async function claimJob({ jobId, providerId }: { jobId: string; providerId: string }) {
  const now = new Date();
  await transitionJob({
    jobId,
    action: "claim",
    party: { ownerId: { not: providerId } },
    require: { priceType: "fixed" },
    data: { providerId, claimedAt: now },
    explain: (job) =>
      job.ownerId === providerId
        ? new AppError("FORBIDDEN", "You cannot claim your own job")
        : job.priceType === "auction"
          ? new AppError("UNPROCESSABLE", "This is an auction job: place a bid instead")
          : new AppError("CONFLICT", "This job is no longer open"),
  });
}
