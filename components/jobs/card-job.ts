import type { JobDto } from "@/lib/jobs/dto";
import { openingOf } from "./offer";

/**
 * What a job card's buttons need (JobActions, ActiveJobActions and the drawers they open): the server renders the
 * card itself, so the browser gets these few fields, not the whole job; the detail drawer loads the rest when opened.
 * `opening` is decided here too (openingOf), so the buttons carry no copy of the status rules.
 */
export type CardJob = Pick<
  JobDto,
  "id" | "title" | "status" | "price_type" | "price_estimate" | "user_id" | "owner_name" | "provider_name" | "distance_miles" | "review"
> & { opening: ReturnType<typeof openingOf> };

export function cardJob(job: JobDto): CardJob {
  const { id, title, status, price_type, price_estimate, user_id, owner_name, provider_name, distance_miles, review } = job;
  return { id, title, status, price_type, price_estimate, user_id, owner_name, provider_name, distance_miles, ...(review ? { review } : {}), opening: openingOf(job) };
}
