import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { getJob } from "@/lib/jobs/get-job";
import { EDITABLE_JOB_STATUSES } from "@/lib/jobs/status";
import type { LawnEdit } from "./schemas";

/** The owner edits an open posting's details; one conditional update, like every job change. */
export async function updateLawn({ jobId, owner, edit }: { jobId: string; owner: SessionUser; edit: LawnEdit }) {
  const { count } = await db.job.updateMany({
    where: { id: jobId, ownerId: owner.id, status: { in: [...EDITABLE_JOB_STATUSES] } },
    data: { title: edit.title, description: edit.description, area: edit.area, priceEstimate: edit.price_estimate },
  });
  if (count !== 1) {
    const job = await db.job.findUnique({ where: { id: jobId }, select: { ownerId: true } });
    if (!job) throw new AppError("NOT_FOUND", "Lawn not found");
    throw job.ownerId !== owner.id
      ? new AppError("FORBIDDEN", "Only the owner can edit this lawn posting")
      : new AppError("CONFLICT", "Only open lawn postings can be edited");
  }
  return getJob(jobId, owner);
}
