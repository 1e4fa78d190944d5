import "server-only";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { jobInclude, type JobWithRelations } from "./dto";

export async function getJob(id: string): Promise<JobWithRelations> {
  const job = await db.job.findUnique({ where: { id }, include: jobInclude });
  if (!job) throw new AppError("NOT_FOUND", "Job not found");
  return job;
}
