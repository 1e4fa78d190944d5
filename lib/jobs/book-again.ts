import "server-only";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { addDays, timeZoneAt, todayIn } from "@/lib/plans/zone";
import type { JobWithRelations } from "./dto";
import { postLawn } from "./post-lawn";
import { lawnPayloadSchema } from "./schemas";

/**
 * 'Book again': the owner of a completed job (a one-time job done, or a plan that ended) asks the same provider for
 * the same lawn at the last agreed price (a plan's price per visit), as a direct request only they see
 * (lib/jobs/direct-request.ts). `date` is the new posting's 'needed by', or a recurring lawn's first visit; without
 * one a one-time posting is flexible and a plan starts tomorrow in the lawn's zone. The new posting goes through the
 * posting's own rules (lawnPayloadSchema, postLawn), as if typed again.
 */
export async function bookAgain({
  jobId,
  ownerId,
  date,
  now = new Date(),
}: {
  jobId: string;
  ownerId: string;
  date: string | null;
  now?: Date;
}): Promise<JobWithRelations> {
  const job = await db.job.findFirst({
    where: { id: jobId, ownerId },
    include: { servicePlan: { select: { pricePerVisit: true, timeZone: true } } },
  });
  if (!job) throw new AppError("job_not_found", "Job not found");
  const price = job.servicePlan?.pricePerVisit ?? job.agreedPrice ?? job.priceEstimate;
  if (job.status !== "completed" || !job.providerId || price === null)
    throw new AppError("not_bookable_again", "Only a completed job can be booked again");
  const zone = job.servicePlan?.timeZone ?? timeZoneAt(job.latitude, job.longitude);
  const recurrence = job.recurrenceFrequency && {
    frequency: job.recurrenceFrequency,
    starts_on: date ?? addDays(todayIn(zone, now), 1),
    ...(job.recurrenceWeekday === null ? {} : { weekday: job.recurrenceWeekday }),
  };
  const where = job.addressId
    ? { user_address_id: job.addressId }
    : {
        full_address: job.fullAddress,
        street_number: job.streetNumber,
        street: job.street,
        city: job.city,
        state: job.state,
        postal_code: job.postalCode,
        latitude: job.latitude,
        longitude: job.longitude,
      };
  const lawn = lawnPayloadSchema.safeParse({
    title: job.title,
    description: job.description,
    area: job.area,
    location: job.location,
    price_type: "fixed",
    price_estimate: Number(price),
    needed_by: recurrence ? null : date,
    ...(recurrence ? { recurrence } : {}),
    ...where,
    invite_provider_id: job.providerId,
  });
  if (!lawn.success) throw new AppError("invalid_input", lawn.error.issues[0]?.message ?? "Invalid date");
  return postLawn({ ownerId, lawn: lawn.data });
}
