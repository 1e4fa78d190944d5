import Link from "next/link";
import { Leaf } from "lucide-react";
import { cn } from "@/components/ui/cn";

/**
 * The product mark and name, linking home. Not prefetched: home is rendered per request with no loading state to
 * fetch ahead, and a prefetch is work while a phone starts the page (docs/performance.md, Lighthouse).
 */
export function Logo({ className }: { className?: string }) {
  return (
    <Link
      href="/"
      prefetch={false}
      className={cn(
        "flex items-center gap-2 rounded-md text-lg font-bold tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
        className,
      )}
    >
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <Leaf className="size-5" aria-hidden />
      </span>
      LawnLink
    </Link>
  );
}
