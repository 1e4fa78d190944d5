import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { assertJobVisible } from "@/lib/blocks/separation";
import { AppError } from "@/lib/errors";
import type { JobWithRelations } from "./dto";
import { loadJob } from "./load-jobs";
import { isPrivateJobStatus } from "./status";

export async function getJob(id: string): Promise<JobWithRelations> {
  const job = await loadJob(id);
  if (!job) throw new AppError("job_not_found", "Job not found");
  return job;
}

/**
 * A job as `viewer` may open it: not found for a viewer a block separates from its owner (lib/blocks/separation.ts),
 * nor, once an operator hid it (lib/admin/hide-job.ts) or while it is a direct request (lib/jobs/direct-request.ts),
 * for anyone but its parties and operators.
 */
export async function getVisibleJob(
  id: string,
  viewer: Pick<SessionUser, "id" | "operator" | "separatedFrom"> | null,
): Promise<JobWithRelations> {
  const job = await getJob(id);
  const party = viewer && (viewer.id === job.ownerId || viewer.id === job.providerId || viewer.operator);
  if ((job.hiddenAt || isPrivateJobStatus(job.status)) && !party) throw new AppError("job_not_found", "Job not found");
  await assertJobVisible(job, viewer);
  return job;
}
