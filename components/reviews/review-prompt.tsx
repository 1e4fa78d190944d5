"use client";

import { useRef, useState } from "react";
import { Star } from "lucide-react";
import { useAuth } from "@/components/auth/auth-provider";
import { Button } from "@/components/ui/button";
import { useOpenedOnce } from "@/components/ui/use-opened";
import type { JobDto } from "@/lib/jobs/dto";
import { otherParty } from "./other-party";
import { onDemand } from "@/components/ui/on-demand";

// Loaded when first opened: the form and its schema are not needed to show a card.
const ReviewDialog = onDemand(() => import("./review-dialog").then((module) => module.ReviewDialog));

/**
 * A completed job's 'Leave a review' for each party until they have reviewed (the API's `review.can_review`), on its
 * card and in its drawer; with a word when the other side's review is waiting for theirs (double-blind).
 */
export function ReviewPrompt({
  job,
  hint = true,
  className,
}: {
  job: Pick<JobDto, "id" | "title" | "review" | "user_id" | "owner_name" | "provider_name">;
  hint?: boolean;
  className?: string;
}) {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  // Once sent, the button gives way to a confirmation, which takes the focus the closing dialog gives back.
  const [sent, setSent] = useState(false);
  const confirmation = useRef<HTMLParagraphElement>(null);
  const state = job.review;
  if (!state?.can_review && !sent) return null;
  const subject = otherParty(job, user?.id);
  return (
    <>
      {sent ? (
        <p
          ref={confirmation}
          tabIndex={-1}
          className="col-span-2 flex items-center gap-1.5 text-sm text-muted-foreground"
        >
          <Star aria-hidden className="size-4" />
          You have reviewed {subject}
        </p>
      ) : (
        <>
          {hint && state?.awaiting_yours && (
            <p className="col-span-2 text-sm text-muted-foreground">
              {subject} has reviewed you: their review is shown once you leave yours.
            </p>
          )}
          <Button
            variant="secondary"
            className={className}
            onClick={() => setOpen(true)}
            aria-label={`Leave a review of ${subject} for ${job.title}`}
          >
            <Star aria-hidden />
            Leave a review
          </Button>
        </>
      )}
      {opened && state && (
        <ReviewDialog
          job={job}
          subject={subject}
          awaitingYours={state.awaiting_yours}
          deadline={state.deadline}
          open={open}
          onOpenChange={setOpen}
          onReviewed={() => setSent(true)}
          returnFocusTo={confirmation}
        />
      )}
    </>
  );
}
