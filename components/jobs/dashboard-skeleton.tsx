"use client";

// A client component although it has no state: the dashboards' payload then names it rather than spelling out its
// tree (the loading state of every My Lawns page carries it).
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

/**
 * My Lawns while its lawns are read (its loading.tsx): the heading, the status tabs and three job cards. `status` is
 * what a screen reader hears. At least a screen tall, so the footer starts below the fold: the lawns arriving do not
 * push it down in sight (layout shift).
 */
export function DashboardSkeleton({ status }: { status: string }) {
  return (
    <main aria-busy className="mx-auto grid min-h-dvh w-full max-w-6xl flex-1 content-start gap-6 px-4 py-8 sm:px-6">
      <p role="status" className="sr-only">
        {status}
      </p>
      <div className="grid gap-2">
        <Skeleton className="h-9 w-56" />
        <Skeleton className="h-5 w-80 max-w-full" />
      </div>
      <Skeleton className="h-11 w-full sm:w-[32rem]" />
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((index) => (
          <Card key={index} className="overflow-hidden">
            <Skeleton className="aspect-[16/10] rounded-none" />
            <CardContent className="grid gap-3 pt-5">
              <Skeleton className="h-5 w-3/4" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="mt-2 h-8 w-1/3" />
              <div className="grid grid-cols-2 gap-2 pt-2">
                <Skeleton className="h-9" />
                <Skeleton className="h-9" />
              </div>
            </CardContent>
          </Card>
        ))}
      </div>
    </main>
  );
}
