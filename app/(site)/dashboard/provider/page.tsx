import type { Metadata } from "next";
import Link from "next/link";
import { UserRound } from "lucide-react";
import { LinkedJobDrawer } from "@/components/jobs/linked-job-drawer";
import { OnboardingPrompt } from "@/components/provider/onboarding-prompt";
import { QueryProvider } from "@/components/layout/query-provider";
import { PlansPanel, SchedulePanel } from "@/components/provider/tab-panels";
import { ActiveJobsTab } from "@/components/provider/tabs/active-jobs-tab";
import { AvailableJobsTab } from "@/components/provider/tabs/available-jobs-tab";
import { CompletedJobsTab } from "@/components/provider/tabs/completed-jobs-tab";
import { EarningsTab } from "@/components/provider/tabs/earnings-tab";
import { PATH, type Params } from "@/components/provider/tabs/shared";
import { ButtonLink } from "@/components/ui/button-link";
import { LinkPending } from "@/components/ui/link-pending";
import { cn } from "@/components/ui/cn";
import { getSessionUser } from "@/lib/auth/session";
import { logger } from "@/lib/log/logger";
import { providerSetupPending } from "@/lib/providers/setup-pending";

export const metadata: Metadata = { title: "Provider Dashboard" };
// Jobs and the session are read per request.
export const dynamic = "force-dynamic";

// SPEC §2: everyone sees Available Jobs; only providers see the others (the spec's three, and their schedule).
const TABS = [
  { id: "available", label: "Available Jobs" },
  { id: "active", label: "My Active Jobs" },
  { id: "schedule", label: "Schedule" },
  { id: "completed", label: "Completed" },
  { id: "earnings", label: "Earnings" },
] as const;
type TabId = (typeof TABS)[number]["id"];

/** Whether a provider has still to complete onboarding (their dashboard then says so). */
async function setupPending(userId: string) {
  try {
    return await providerSetupPending(userId);
  } catch (error) {
    // The prompt is a hint: the dashboard works without it.
    logger.error({ err: error }, "Failed to read the provider profile");
    return false;
  }
}

/** The onboarding prompt while it is pending: its own component, so its read runs beside the tab's, not before it. */
async function SetupPrompt({ userId }: { userId: string }) {
  return (await setupPending(userId)) ? <OnboardingPrompt /> : null;
}

export default async function ProviderDashboardPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  // A repeated parameter counts once (its first value).
  const params: Params = Object.fromEntries(
    Object.entries(await searchParams).flatMap(([key, value]) => {
      const first = Array.isArray(value) ? value[0] : value;
      return first === undefined ? [] : [[key, first]];
    }),
  );
  const user = await getSessionUser();
  const isProvider = user?.role === "provider";
  const tabs = isProvider ? TABS : TABS.slice(0, 1);
  const tab: TabId = tabs.find((candidate) => candidate.id === params.tab)?.id ?? "available";
  // No QueryProvider around the page: what reads data in the browser (the unread marks, a linked job's drawer, the
  // cards' drawers) brings its own with its code, loaded after the page or on demand, so a phone starts it without.
  return (
    <main className="mx-auto grid w-full max-w-6xl flex-1 content-start gap-4 px-4 py-6 sm:gap-6 sm:px-6 sm:py-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
            {isProvider ? "Provider Dashboard" : "Available Jobs"}
          </h1>
          <p className="text-muted-foreground">
            {isProvider
              ? "Find work nearby, run your jobs and follow your earnings."
              : "Lawn care jobs posted by homeowners near you."}
          </p>
        </div>
        {isProvider && (
          // Not prefetched: the profile has no loading state to fetch ahead, and a prefetch is work while a phone
          // starts the page.
          <ButtonLink href={`/providers/${user.id}`} prefetch={false} variant="outline">
            <UserRound aria-hidden />
            View my public profile
          </ButtonLink>
        )}
      </div>
      {isProvider && <SetupPrompt userId={user.id} />}
      {tabs.length > 1 && (
        <nav
          aria-label="Dashboard sections"
          className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1 sm:flex sm:w-fit"
        >
          {tabs.map(({ id, label }) => (
            <Link
              key={id}
              href={id === "available" ? PATH : `${PATH}?tab=${id}`}
              // Nothing to fetch ahead: a tab has no loading state and its jobs come with it. On a phone each prefetch is
              // work done while the page starts.
              prefetch={false}
              aria-current={tab === id ? "page" : undefined}
              className={cn(
                "flex items-center justify-center gap-1.5 rounded-md px-4 py-2 text-center text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
                tab === id ? "bg-card text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
              )}
            >
              {label}
              <LinkPending />
            </Link>
          ))}
        </nav>
      )}
      {tab === "available" && <AvailableJobsTab params={params} user={user} />}
      {tab === "active" && user && (
        <>
          {/* Recurring work: the provider's plans and their visits, read in the browser. */}
          <QueryProvider>
            <PlansPanel role="provider" />
          </QueryProvider>
          <ActiveJobsTab params={params} user={user} />
        </>
      )}
      {tab === "schedule" && user && (
        // This week's and next week's route, read in the browser: it starts and completes stops in place.
        <QueryProvider>
          <SchedulePanel />
        </QueryProvider>
      )}
      {tab === "completed" && user && <CompletedJobsTab params={params} user={user} />}
      {tab === "earnings" && user && <EarningsTab user={user} />}
      {/* A notification's link (?job=) opens that job's drawer. */}
      <LinkedJobDrawer />
    </main>
  );
}
