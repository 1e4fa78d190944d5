import type { Metadata } from "next";
import { SiteHeader } from "@/components/layout/site-header";

export const metadata: Metadata = { title: "Provider Dashboard" };

// Minimal for now: the provider dashboard (SPEC §2) is filled in by a later task.
export default function ProviderDashboardPage() {
  return (
    <>
      <SiteHeader />
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-10 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight">Available Jobs</h1>
      </main>
    </>
  );
}
