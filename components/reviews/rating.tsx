import type { ReactNode } from "react";
import { Star } from "lucide-react";
import { formatReviewCount } from "@/components/jobs/format";
import { clsx } from "clsx";

export const STAR_CLASS = "size-3.5 shrink-0 fill-amber-400 text-amber-500";

/**
 * A rating as the product shows it: a star, the average to one decimal and, where the API gives it, how many reviews
 * it comes from ("4.8 (15)"); read out in words. Nothing before the first review. `star` stands in for the star icon
 * (a job card draws its icons once per page) and takes STAR_CLASS.
 */
export function Rating({
  value,
  count,
  className,
  star,
}: {
  value: number | null;
  count?: number | null;
  className?: string;
  star?: ReactNode;
}) {
  if (value === null) return null;
  const counted = count !== undefined && count !== null;
  return (
    <span className={clsx("inline-flex items-center gap-1", className)}>
      {star ?? <Star className={STAR_CLASS} aria-hidden />}
      <span aria-hidden>
        {value.toFixed(1)}
        {counted && <span className="font-normal text-muted-foreground"> ({count})</span>}
      </span>
      <span className="sr-only">
        Rated {value.toFixed(1)} out of 5{counted ? ` from ${formatReviewCount(count)}` : ""}
      </span>
    </span>
  );
}

/** A review's own stars (1 to 5), read out as "4 out of 5 stars". */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  return (
    <span
      className={clsx("inline-flex items-center gap-0.5", className)}
      role="img"
      aria-label={`${rating} out of 5 stars`}
    >
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          className={clsx("size-4", star <= rating ? "fill-amber-400 text-amber-500" : "text-muted-foreground/50")}
          aria-hidden
        />
      ))}
    </span>
  );
}
