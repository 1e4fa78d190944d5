import "server-only";
import { AppError } from "@/lib/errors";
import type { JobWithRelations } from "./dto";
import { loadJob } from "./load-jobs";

export async function getJob(id: string): Promise<JobWithRelations> {
  const job = await loadJob(id);
  if (!job) throw new AppError("job_not_found", "Job not found");
  return job;
}
