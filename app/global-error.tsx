"use client";

import { ErrorPanel } from "@/components/layout/error-panel";
import "./globals.css";

// Replaces the root layout when it fails (e.g. the session lookup in app/layout.tsx), so it brings its own document.
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en">
      <body>
        <title>Something went wrong | LawnLink</title>
        <ErrorPanel error={error} onRetry={retry} />
      </body>
    </html>
  );
}
