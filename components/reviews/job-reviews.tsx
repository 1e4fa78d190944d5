"use client";

import type { ReactNode } from "react";
import { useAuth } from "@/components/auth/auth-provider";
import { ReportButton } from "@/components/reports/report-button";
import { formatDate } from "@/components/jobs/format";
import { LoadError } from "@/components/ui/load-error";
import { errorMessage } from "@/lib/client/errors";
import type { JobDto } from "@/lib/jobs/dto";
import type { ReviewDto } from "@/lib/reviews/dto";
import { otherParty } from "./other-party";
import { useJobReviews } from "./queries";
import { Stars } from "./rating";
import { ReviewPrompt } from "./review-prompt";

function ReviewCard({
  title,
  review,
  note,
  action,
}: {
  title: string;
  review: ReviewDto;
  note?: string;
  action?: ReactNode;
}) {
  return (
    <article aria-label={title} className="grid gap-1.5 rounded-lg border p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-medium">{title}</h4>
        <Stars rating={review.rating} />
      </div>
      {review.comment && <p className="break-words whitespace-pre-line">{review.comment}</p>}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-muted-foreground">{note ?? formatDate(review.created_at)}</p>
        {action}
      </div>
    </article>
  );
}

/**
 * The drawer's Reviews for a completed job's parties, double-blind: their own review (with 'waiting for theirs' until
 * it is published), the other side's once published (or that it is waiting for theirs), and 'Leave a review'.
 */
export function JobReviews({ job, open }: { job: JobDto; open: boolean }) {
  const { user } = useAuth();
  const state = job.review;
  const query = useJobReviews(job.id, { enabled: open && !!state && !!user });
  if (!state || !user) return null;
  const subject = otherParty(job, user.id);
  const reviews = query.data?.reviews;
  const mine = reviews?.find((review) => review.author_id === user.id);
  const theirs = reviews?.find((review) => review.author_id !== user.id);
  // The list can be newer than the job the page rendered (a review just sent).
  const current = query.data?.review ?? state;
  const deadline = formatDate(current.deadline);
  return (
    <section aria-labelledby={`reviews-${job.id}`} className="grid gap-3">
      <h3 id={`reviews-${job.id}`} className="text-sm font-semibold">
        Reviews
      </h3>
      {query.isError && !reviews ? (
        <LoadError
          message={errorMessage(query.error, "Failed to load reviews")}
          onRetry={query.refetch}
          retrying={query.isFetching}
        />
      ) : !reviews ? (
        <p role="status" className="text-sm text-muted-foreground">
          Loading reviews…
        </p>
      ) : (
        <>
          {mine && (
            <ReviewCard
              title="Your review"
              review={mine}
              note={
                mine.published_at
                  ? undefined
                  : `Waiting for ${subject}'s review: yours is shown to them once they leave theirs, or on ${deadline}.`
              }
            />
          )}
          {theirs && (
            <ReviewCard
              title={`${subject}'s review`}
              review={theirs}
              action={
                <ReportButton
                  compact
                  subjectType="review"
                  subjectId={theirs.id}
                  ownerId={theirs.author_id}
                  what={`${subject}'s review`}
                />
              }
            />
          )}
          {!theirs && current.awaiting_yours && (
            <p className="rounded-lg border border-dashed p-3 text-sm">
              {subject} has reviewed you. Their review is shown once you leave yours, or on {deadline}.
            </p>
          )}
          {!mine && !current.awaiting_yours && current.can_review && (
            <p className="text-sm text-muted-foreground">
              Reviews stay hidden until you have both reviewed, or until {deadline}. You can review {subject} until
              then.
            </p>
          )}
          {!mine && !current.can_review && (
            <p className="text-sm text-muted-foreground">The time to review this job ended on {deadline}.</p>
          )}
          {current.can_review && (
            <div className="grid">
              <ReviewPrompt job={{ ...job, review: current }} hint={false} />
            </div>
          )}
        </>
      )}
    </section>
  );
}
