import type { Metadata } from "next";
import Link from "next/link";
import { JobCard, jobCardView } from "@/components/jobs/job-card";
import { STATUS_LABEL } from "@/components/jobs/format";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { HomeownerOnly } from "@/components/lawns/homeowner-only";
import { LawnActions } from "@/components/lawns/lawn-actions";
import { PostLawnAction } from "@/components/lawns/post-lawn-action";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { getSessionUser } from "@/lib/auth/session";
import { listOwnerLawns } from "@/lib/lawns/list-owner-lawns";
import { lawnListQuerySchema } from "@/lib/lawns/schemas";

export const metadata: Metadata = { title: "My Lawns" };
export const dynamic = "force-dynamic";

// SPEC §9: the homeowner dashboard shows 20 lawns a page.
const PAGE_SIZE = 20;
const STATUS_TABS = ["all", "open", "claimed", "in_progress", "completed", "cancelled"] as const;

export default async function MyLawnsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await getSessionUser();
  const params = await searchParams;
  const status = STATUS_TABS.find((tab) => tab === params.status) ?? "all";
  const page = Math.max(1, Number.parseInt(typeof params.page === "string" ? params.page : "1", 10) || 1);
  const result =
    user?.role === "homeowner"
      ? await listOwnerLawns(lawnListQuerySchema.parse({ status, limit: String(PAGE_SIZE), skip: String((page - 1) * PAGE_SIZE) }), user).catch(() => null)
      : null;
  const href = (next: { status?: string; page?: number }) => `?${new URLSearchParams({ status: next.status ?? status, page: String(next.page ?? 1) })}`;
  return (
    <>
      <SiteHeader />
      <main className="mx-auto grid w-full max-w-6xl flex-1 content-start gap-6 px-4 py-8 sm:px-6">
        {user?.role !== "homeowner" ? (
          <HomeownerOnly role={user ? "provider" : null} />
        ) : (
          <>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h1 className="text-3xl font-bold tracking-tight">My Lawns</h1>
              <PostLawnAction label="Post Lawn" />
            </div>
            <nav aria-label="Lawn status" className="flex flex-wrap gap-1 rounded-lg bg-muted p-1">
              {STATUS_TABS.map((tab) => (
                <Link
                  key={tab}
                  href={href({ status: tab })}
                  aria-current={tab === status ? "page" : undefined}
                  className={cn("rounded-md px-3 py-1.5 text-sm font-medium", tab === status ? "bg-background shadow" : "text-muted-foreground hover:text-foreground")}
                >
                  {tab === "all" ? "All" : STATUS_LABEL[tab]}
                </Link>
              ))}
            </nav>
            {!result ? (
              <p role="alert" className="text-destructive">
                Failed to load your lawns
              </p>
            ) : result.lawns.length === 0 ? (
              <div className="grid justify-items-center gap-4 rounded-lg border border-dashed p-10 text-center">
                <p className="text-lg font-medium">No lawns posted yet</p>
                <PostLawnAction label="Post Your First Lawn" />
              </div>
            ) : (
              <>
                <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                  {result.lawns.map((lawn) => (
                    <JobCard key={lawn.id} job={jobCardView(lawn)} actions={<LawnActions lawn={lawn} />} />
                  ))}
                </div>
                <nav aria-label="Pages" className="flex items-center justify-center gap-3">
                  {page > 1 ? (
                    <Button asChild variant="outline"><Link href={href({ page: page - 1 })}>Previous</Link></Button>
                  ) : (
                    <Button variant="outline" disabled>Previous</Button>
                  )}
                  <span className="text-sm text-muted-foreground">Page {page}</span>
                  {result.pagination.hasMore ? (
                    <Button asChild variant="outline"><Link href={href({ page: page + 1 })}>Next</Link></Button>
                  ) : (
                    <Button variant="outline" disabled>Next</Button>
                  )}
                </nav>
              </>
            )}
          </>
        )}
      </main>
      <SiteFooter />
    </>
  );
}
