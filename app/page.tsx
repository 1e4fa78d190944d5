import { AvailableJobs } from "@/components/home/available-jobs";
import { Hero } from "@/components/home/hero";
import { StatsBand } from "@/components/home/stats-band";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { getSessionUser } from "@/lib/auth/session";
import { listJobs } from "@/lib/jobs/list-jobs";
import { jobListQuerySchema } from "@/lib/jobs/schemas";

// The newest open jobs are read per request.
export const dynamic = "force-dynamic";

async function newestOpenJobs() {
  try {
    return await listJobs(jobListQuerySchema.parse({ limit: "6" }), await getSessionUser());
  } catch (error) {
    // The rest of the home page does not need the database.
    console.error("Failed to fetch jobs", error);
    return null;
  }
}

export default async function HomePage() {
  const result = await newestOpenJobs();
  return (
    <>
      <SiteHeader />
      <main className="flex-1">
        <Hero />
        <StatsBand />
        <AvailableJobs result={result} />
      </main>
      <SiteFooter />
    </>
  );
}
