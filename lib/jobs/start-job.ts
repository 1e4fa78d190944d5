import { AppError } from "@/lib/errors";
import { transitionJob } from "./transition-job";

/** The assigned provider starts work on a claimed job. */
export async function startJob({ jobId, providerId }: { jobId: string; providerId: string }) {
  await transitionJob({
    jobId,
    action: "start",
    party: { providerId },
    data: { startedAt: new Date() },
    explain: (job) =>
      job.providerId !== providerId
        ? new AppError("FORBIDDEN", "Only the provider assigned to this job can start it")
        : new AppError("CONFLICT", `A job that is ${job.status.replace("_", " ")} cannot be started`),
  });
}
