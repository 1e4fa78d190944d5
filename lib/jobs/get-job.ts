import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { jobInclude, toJobDtos } from "./dto";

export async function getJob(id: string, viewer: SessionUser | null) {
  const job = await db.job.findUnique({ where: { id }, include: jobInclude });
  if (!job) throw new AppError("NOT_FOUND", "Job not found");
  const [dto] = await toJobDtos([job], viewer);
  return dto;
}
