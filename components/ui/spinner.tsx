import { LoaderCircle } from "lucide-react";
import { cn } from "./cn";

/** A busy indicator that screen readers announce by its label (role="status"). */
export function Spinner({ label, className }: { label: string; className?: string }) {
  return (
    <div
      role="status"
      className={cn("flex items-center justify-center gap-2 py-10 text-sm text-muted-foreground", className)}
    >
      <LoaderCircle className="size-5 animate-spin text-primary motion-reduce:animate-none" aria-hidden />
      {label}
    </div>
  );
}
