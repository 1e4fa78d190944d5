import { AvailableJobs } from "@/components/home/available-jobs";
import { Hero } from "@/components/home/hero";
import { StatsBand } from "@/components/home/stats-band";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";

export default function HomePage() {
  return (
    <>
      <SiteHeader />
      <main className="flex-1">
        <Hero />
        <StatsBand />
        <AvailableJobs />
      </main>
      <SiteFooter />
    </>
  );
}
