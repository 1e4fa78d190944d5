"use client";

import { useId, useState, type RefObject } from "react";
import { RadioGroup as RadioGroupPrimitive } from "radix-ui";
import { Star } from "lucide-react";
import { toast } from "@/lib/client/toast";
import { formatDate } from "@/components/jobs/format";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Form, FormControl, FormField, FormItem, FormMessage, FormTextarea, useZodForm } from "@/components/ui/form";
import { ApiError } from "@/lib/client/api";
import type { JobDto } from "@/lib/jobs/dto";
import { reviewInputSchema, type ReviewInput } from "@/lib/reviews/schemas";
import { inputLimits } from "@/lib/validations/limits";
import { usePostReview } from "./queries";
import { withQueries } from "@/components/layout/query-provider";

const STARS = [1, 2, 3, 4, 5] as const;
const RATING_WORDS: Record<(typeof STARS)[number], string> = {
  1: "Poor",
  2: "Fair",
  3: "Good",
  4: "Very good",
  5: "Excellent",
};

type ReviewDialogProps = {
  job: Pick<JobDto, "id" | "title">;
  /** Whom the viewer reviews (the other party). */
  subject: string;
  /** The other side has reviewed already: this review makes both visible. */
  awaitingYours: boolean;
  /** The end of the review window (ISO). */
  deadline: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  onReviewed(): void;
  /** Where focus goes once the dialog has closed after a review was sent (its opening button is gone by then). */
  returnFocusTo: RefObject<HTMLElement | null>;
};

/**
 * 'Leave a review' (POST /api/jobs/{id}/reviews): 1 to 5 stars as a radio group (arrow keys choose) and an optional
 * comment, checked with the API's own schema.
 */
function ReviewDialogBody({
  job,
  subject,
  awaitingYours,
  deadline,
  open,
  onOpenChange,
  onReviewed,
  returnFocusTo,
}: ReviewDialogProps) {
  const post = usePostReview(job.id);
  return (
    <Dialog open={open} onOpenChange={(next) => !post.isPending && onOpenChange(next)}>
      <DialogContent
        onInteractOutside={(event) => event.preventDefault()}
        onCloseAutoFocus={(event) => {
          if (!returnFocusTo.current) return;
          event.preventDefault();
          returnFocusTo.current.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Leave a review</DialogTitle>
          <DialogDescription>
            How was {job.title} with {subject}?{" "}
            {awaitingYours
              ? `${subject} has reviewed you: both reviews are shown once you send yours.`
              : `${subject} sees your review once they have left theirs, or on ${formatDate(deadline)}.`}
          </DialogDescription>
        </DialogHeader>
        <ReviewForm
          post={post}
          onDone={(reviewed) => {
            if (reviewed) {
              onReviewed();
              toast.success("Review submitted", {
                description: awaitingYours
                  ? "Both reviews are now visible."
                  : `It is shown to ${subject} once they review you, or on ${formatDate(deadline)}.`,
              });
            }
            onOpenChange(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function ReviewForm({ post, onDone }: { post: ReturnType<typeof usePostReview>; onDone(reviewed: boolean): void }) {
  const id = useId();
  const form = useZodForm(reviewInputSchema, { defaultValues: { comment: "" } });
  function submit(input: ReviewInput) {
    post.mutate(input, {
      onSuccess: () => onDone(true),
      // Reviewed already, or the window closed meanwhile: the page shows where things now stand.
      onError: (error) =>
        error instanceof ApiError &&
        (error.code === "review_already_posted" || error.code === "review_window_closed") &&
        onDone(false),
    });
  }
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(submit)} noValidate>
        <fieldset disabled={post.isPending} className="grid min-w-0 gap-4">
          <FormField
            control={form.control}
            name="rating"
            render={({ field }) => (
              <FormItem>
                <p id={`${id}-rating`} className="text-sm font-medium">
                  Rating
                </p>
                <StarPicker
                  labelledBy={`${id}-rating`}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  focusRef={field.ref}
                />
                <FormMessage />
              </FormItem>
            )}
          />
          <FormTextarea
            control={form.control}
            name="comment"
            label="Comment (Optional)"
            rows={4}
            {...inputLimits(reviewInputSchema.shape.comment)}
          />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit">{post.isPending ? "Submitting..." : "Submit Review"}</Button>
          </DialogFooter>
        </fieldset>
      </form>
    </Form>
  );
}

type StarPickerProps = {
  labelledBy: string;
  value: number | undefined;
  onChange(value: number): void;
  onBlur(): void;
  /** react-hook-form focuses this when the rating is missing on submit. */
  focusRef(element: HTMLButtonElement | null): void;
};

/** Five stars as one radio group: each star is a radio ('4 stars, Very good'); the chosen one and those before it are filled. */
function StarPicker({ labelledBy, value, onChange, onBlur, focusRef }: StarPickerProps) {
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <FormControl>
        <RadioGroupPrimitive.Root
          aria-labelledby={labelledBy}
          aria-required
          value={value === undefined ? "" : String(value)}
          onValueChange={(next) => onChange(Number(next))}
          orientation="horizontal"
          className="flex gap-1"
          onMouseLeave={() => setHovered(null)}
        >
          {STARS.map((star) => (
            <RadioGroupPrimitive.Item
              key={star}
              value={String(star)}
              ref={star === 1 ? focusRef : undefined}
              onBlur={onBlur}
              onMouseEnter={() => setHovered(star)}
              aria-label={`${star} ${star === 1 ? "star" : "stars"}, ${RATING_WORDS[star]}`}
              className="rounded-md p-1 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <Star
                className={cn(
                  "size-8 transition-colors motion-reduce:transition-none",
                  star <= shown ? "fill-amber-400 text-amber-500" : "text-muted-foreground",
                )}
                aria-hidden
              />
            </RadioGroupPrimitive.Item>
          ))}
        </RadioGroupPrimitive.Root>
      </FormControl>
      <span className="text-sm text-muted-foreground" aria-hidden>
        {shown ? RATING_WORDS[shown as (typeof STARS)[number]] : "Choose 1 to 5 stars"}
      </span>
    </div>
  );
}

/** Loaded on demand, also on pages without TanStack Query: it brings its QueryProvider. */
export const ReviewDialog = withQueries(ReviewDialogBody);
