import Link from "next/link";
import { Rating } from "@/components/reviews/rating";
import { cn } from "@/components/ui/cn";
import type { JobDto } from "@/lib/jobs/dto";

/** The job's assigned provider, linked to their public profile, with their rating and its count; else 'Not assigned yet'. */
export function AssignedProvider({ job, className }: { job: JobDto; className?: string }) {
  if (!job.provider_id || !job.provider_name) return <span className="text-muted-foreground">Not assigned yet</span>;
  return (
    <span className={cn("flex flex-wrap items-center gap-x-2", className)}>
      <Link href={`/providers/${job.provider_id}`} className="text-primary underline-offset-4 hover:underline">
        {job.provider_name}
      </Link>
      <Rating value={job.provider_rating} count={job.provider_review_count} />
    </span>
  );
}
