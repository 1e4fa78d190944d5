import { CircleExclamationPoint, RotateCcw } from "lucide-react";
import { buttonVariants } from "@/components/ui/button-variants";

/**
 * SPEC §2 'Generic error panel', shared by app/error.tsx and app/global-error.tsx. Every page's first load carries
 * both boundaries, so the retry is a plain button with the Button's classes (no Radix Slot).
 */
export function ErrorPanel({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const message = error instanceof Error ? error.message : String(error);
  return (
    <main className="flex min-h-[60vh] items-center justify-center px-4 py-16">
      <div className="grid w-full max-w-lg justify-items-center gap-4 rounded-xl border bg-card p-8 text-center shadow-sm">
        <span className="flex size-12 items-center justify-center rounded-full bg-red-50 text-red-700">
          <CircleExclamationPoint className="size-6" aria-hidden />
        </span>
        <h1 className="text-2xl font-bold">Something went wrong</h1>
        <p className="text-muted-foreground">An unexpected error occurred. This might be due to a temporary issue.</p>
        {message && <p className="w-full rounded-md bg-muted px-3 py-2 font-mono text-sm break-words">{message}</p>}
        <button type="button" className={buttonVariants()} onClick={onRetry}>
          <RotateCcw aria-hidden />
          Try Again
        </button>
      </div>
    </main>
  );
}
