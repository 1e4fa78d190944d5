import type { JobDto } from "@/lib/jobs/dto";
import { openingOf } from "./offer";

/**
 * What a job card's buttons need (JobActions, ActiveJobActions and the drawers they open): the server renders the
 * card itself, so the browser gets these few fields, not the whole job; the detail drawer loads the rest when opened.
 * `opening` is decided here too (openingOf), so the buttons carry no copy of the status rules.
 */
const CARD_JOB_FIELDS = [
  "id",
  "title",
  "status",
  "price_type",
  "price_estimate",
  "user_id",
  "owner_name",
  "provider_name",
  "distance_miles",
  "review",
  "request",
  "payment",
] as const satisfies readonly (keyof JobDto)[];

export type CardJob = Pick<JobDto, (typeof CARD_JOB_FIELDS)[number]> & { opening: ReturnType<typeof openingOf> };

export function cardJob(job: JobDto): CardJob {
  // Fields the job leaves out (a review state where there is none) stay out rather than travel as undefined.
  const fields = Object.fromEntries(
    CARD_JOB_FIELDS.filter((field) => job[field] !== undefined).map((field) => [field, job[field]]),
  );
  return { ...(fields as Pick<JobDto, (typeof CARD_JOB_FIELDS)[number]>), opening: openingOf(job) };
}
