import { AppError } from "@/lib/errors";
import { transitionJob } from "./transition-job";

/** The assigned provider marks a claimed or in-progress job completed. */
export async function completeJob({ jobId, providerId }: { jobId: string; providerId: string }) {
  await transitionJob({
    jobId,
    action: "complete",
    party: { providerId },
    data: { completedAt: new Date() },
    explain: (job) =>
      job.providerId !== providerId
        ? new AppError("FORBIDDEN", "Only the provider assigned to this job can complete it")
        : new AppError("CONFLICT", `A job that is ${job.status.replace("_", " ")} cannot be completed`),
  });
}
