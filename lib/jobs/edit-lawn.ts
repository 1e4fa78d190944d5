import "server-only";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { checkPhotos } from "./check-photos";
import { getJob } from "./get-job";
import { neededByDate } from "./needed-by";
import { EDITABLE_JOB_STATUSES } from "./status";
import type { LawnEdit } from "./schemas";

/**
 * The owner edits an open posting's details; one conditional update, like every job change. Sent photos replace the
 * posting's list: each one the owner's upload or already on the posting.
 */
export async function editLawn({ jobId, ownerId, edit }: { jobId: string; ownerId: string; edit: LawnEdit }) {
  const photos = edit.photos === undefined ? undefined : await editedPhotos(jobId, ownerId, edit.photos);
  const { count } = await db.job.updateMany({
    where: { id: jobId, ownerId: ownerId, status: { in: [...EDITABLE_JOB_STATUSES] } },
    data: {
      title: edit.title,
      description: edit.description,
      area: edit.area,
      priceEstimate: edit.price_estimate,
      neededBy: edit.needed_by === undefined ? undefined : neededByDate(edit.needed_by),
      ...photos,
    },
  });
  if (count !== 1) {
    const job = await db.job.findUnique({ where: { id: jobId }, select: { ownerId: true } });
    if (!job) throw new AppError("job_not_found", "Lawn not found");
    throw job.ownerId !== ownerId
      ? new AppError("not_job_owner", "Only the owner can edit this lawn posting")
      : new AppError("job_not_editable", "Only open lawn postings can be edited");
  }
  return getJob(jobId);
}

/** The photos an edit sets, checked against the owner's uploads and the posting's own (read for the owner only). */
async function editedPhotos(jobId: string, ownerId: string, photos: string[]) {
  const job = await db.job.findFirst({ where: { id: jobId, ownerId }, select: { photos: true, thumbnails: true } });
  const kept = job && {
    photos: job.photos,
    thumbnails: job.thumbnails.length === job.photos.length ? job.thumbnails : job.photos,
  };
  return checkPhotos(db, ownerId, photos, kept ?? undefined);
}
