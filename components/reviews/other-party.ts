import type { JobDto } from "@/lib/jobs/dto";

/** Who a party of a job reviews: the owner reviews the provider, the provider the owner. */
export function otherParty(
  job: Pick<JobDto, "user_id" | "owner_name" | "provider_name">,
  viewerId: string | null | undefined,
) {
  return viewerId === job.user_id ? (job.provider_name ?? "the provider") : job.owner_name;
}
