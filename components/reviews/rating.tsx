import { Star } from "lucide-react";
import { formatReviewCount } from "@/components/jobs/format";
import { cn } from "@/components/ui/cn";

/**
 * A rating as the product shows it: a star, the average to one decimal and, where the API gives it, how many reviews
 * it comes from ("4.8 (15)"); read out in words. Nothing before the first review.
 */
export function Rating({ value, count, className }: { value: number | null; count?: number | null; className?: string }) {
  if (value === null) return null;
  const counted = count !== undefined && count !== null;
  return (
    <span className={cn("inline-flex items-center gap-1", className)}>
      <Star className="size-3.5 shrink-0 fill-amber-400 text-amber-500" aria-hidden />
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
    <span className={cn("inline-flex items-center gap-0.5", className)} role="img" aria-label={`${rating} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((star) => (
        <Star key={star} className={cn("size-4", star <= rating ? "fill-amber-400 text-amber-500" : "text-muted-foreground/50")} aria-hidden />
      ))}
    </span>
  );
}
