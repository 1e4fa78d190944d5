import { AvailableJobs } from "@/components/home/available-jobs";
import { Hero } from "@/components/home/hero";
import { StatsBand } from "@/components/home/stats-band";
import { getSessionUser } from "@/lib/auth/session";
import type { SessionUser } from "@/lib/auth/session-user";
import { homeCircle } from "@/lib/jobs/job-circle";
import { sharedListings } from "@/lib/jobs/shared-listing";
import { logger } from "@/lib/log/logger";

const NEWEST = { limit: 6, skip: 0 };

// Rendered per request: the session decides which jobs it lists (one read shared by all, lib/jobs/shared-listing.ts).
export const dynamic = "force-dynamic";

async function newestOpenJobs(viewer: SessionUser | null) {
  try {
    // A provider with a saved address sees the newest jobs within their service radius; everyone else the newest anywhere.
    const near = viewer?.role === "provider" ? await homeCircle(viewer.id) : null;
    return await sharedListings.jobPage(
      { status: "open", sort: "created_at", ...NEWEST, ...(near ? { near } : {}) },
      viewer,
    );
  } catch (error) {
    // The rest of the home page does not need the database.
    logger.error({ err: error }, "Failed to fetch jobs");
    return null;
  }
}

export default async function HomePage() {
  const viewer = await getSessionUser();
  const result = await newestOpenJobs(viewer);
  return (
    <main className="flex-1">
      <Hero />
      <StatsBand />
      <AvailableJobs result={result} viewerId={viewer?.id ?? null} />
    </main>
  );
}
