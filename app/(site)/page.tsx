import { AvailableJobs } from "@/components/home/available-jobs";
import { Hero } from "@/components/home/hero";
import { StatsBand } from "@/components/home/stats-band";
import { getSessionUser } from "@/lib/auth/session";
import type { SessionUser } from "@/lib/auth/session-user";
import { toJobPage } from "@/lib/jobs/dto";
import { homeCircle } from "@/lib/jobs/job-circle";
import { listJobs } from "@/lib/jobs/list-jobs";
import { publicJobPage } from "@/lib/jobs/public-job-page";

const NEWEST = { limit: 6, skip: 0 };

// Rendered per request: the session decides which jobs it lists (a visitor's come from lib/jobs/public-job-page.ts).
export const dynamic = "force-dynamic";

async function newestOpenJobs(viewer: SessionUser | null) {
  try {
    // A provider with a saved address sees the newest jobs within their service radius; everyone else the newest anywhere.
    if (!viewer) return await publicJobPage({ status: "open", sort: "created_at", ...NEWEST });
    const near = viewer.role === "provider" ? await homeCircle(viewer.id) : null;
    const page = await listJobs({ status: "open", sort: "created_at", ...NEWEST, ...(near ? { near } : {}) });
    return toJobPage(page, viewer, NEWEST);
  } catch (error) {
    // The rest of the home page does not need the database.
    console.error("Failed to fetch jobs", error);
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
