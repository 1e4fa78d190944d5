import type { ComponentProps } from "react";

/** A 24-unit outline icon as lucide draws them; the panel's own, so the boundaries need no icon library. */
function Outline(props: ComponentProps<"svg">) {
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    />
  );
}

/**
 * SPEC §2 'Generic error panel', shared by app/error.tsx and app/global-error.tsx. Every page's first load carries
 * both boundaries (each with its own copy of this), so the panel draws its two icons (lucide's circle-exclamation-point
 * and rotate-ccw) and its button (the Button's default classes) without lucide's, cva's or the Button's code.
 */
export function ErrorPanel({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const message = error instanceof Error ? error.message : String(error);
  return (
    <main className="flex min-h-[60vh] items-center justify-center px-4 py-16">
      <div className="grid w-full max-w-lg justify-items-center gap-4 rounded-xl border bg-card p-8 text-center shadow-sm">
        <span className="flex size-12 items-center justify-center rounded-full bg-red-50 text-red-700">
          <Outline className="size-6">
            <circle cx="12" cy="12" r="10" />
            <line x1="12" x2="12" y1="8" y2="12" />
            <line x1="12" x2="12.01" y1="16" y2="16" />
          </Outline>
        </span>
        <h1 className="text-2xl font-bold">Something went wrong</h1>
        <p className="text-muted-foreground">An unexpected error occurred. This might be due to a temporary issue.</p>
        {message && <p className="w-full rounded-md bg-muted px-3 py-2 font-mono text-sm break-words">{message}</p>}
        <button type="button" className="btn btn-default btn-size-default" onClick={onRetry}>
          <Outline>
            <path d="M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8" />
            <path d="M3 3v5h5" />
          </Outline>
          Try Again
        </button>
      </div>
    </main>
  );
}
