import "server-only";
import { AppError } from "@/lib/errors";
import type { JobWithRelations } from "./dto";
import { loadJob } from "./load-jobs";

export async function getJob(id: string): Promise<JobWithRelations> {
  const job = await loadJob(id);
  if (!job) throw new AppError("job_not_found", "Job not found");
  return job;
}

/**
 * A job as `viewer` may open it: a posting an operator hid (lib/admin/hide-job.ts) is not found but by its parties
 * (its owner and assigned provider) and operators.
 */
export async function getVisibleJob(
  id: string,
  viewer: { id: string; operator: boolean } | null,
): Promise<JobWithRelations> {
  const job = await getJob(id);
  const party = viewer && (viewer.id === job.ownerId || viewer.id === job.providerId || viewer.operator);
  if (job.hiddenAt && !party) throw new AppError("job_not_found", "Job not found");
  return job;
}
