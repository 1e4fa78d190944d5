import Link from "next/link";
import { Leaf } from "lucide-react";
import { cn } from "@/components/ui/cn";

/** The product mark and name, linking home. */
export function Logo({ className }: { className?: string }) {
  return (
    <Link href="/" className={cn("flex items-center gap-2 rounded-md text-lg font-bold tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50", className)}>
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <Leaf className="size-5" aria-hidden />
      </span>
      LawnLink
    </Link>
  );
}
