import { Briefcase, DollarSign, UserPlus } from "lucide-react";
import { ButtonLink } from "@/components/ui/button-link";

/** Available Jobs' banner (SPEC §2): the live open-job count, the fixed 'Avg. $45-75 per job', and for visitors 'Become a Provider'. */
export function AvailableHero({ count, visitor }: { count: number; visitor: boolean }) {
  return (
    <section
      aria-labelledby="available-count"
      className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-green-800 via-green-700 to-emerald-800 p-4 text-white shadow-md sm:p-8"
    >
      <div
        aria-hidden
        className="absolute inset-0 bg-[repeating-linear-gradient(115deg,transparent_0_48px,rgb(255_255_255/0.04)_48px_96px)]"
      />
      <div className="relative flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between sm:gap-5">
        <div className="grid gap-1 sm:gap-2">
          <h2 id="available-count" className="flex items-center gap-3 text-xl font-bold sm:text-3xl">
            <Briefcase className="size-6 shrink-0 sm:size-7" aria-hidden />
            {count} {count === 1 ? "job" : "jobs"} available
          </h2>
          <p className="flex items-center gap-2 text-green-50">
            <DollarSign className="size-4" aria-hidden />
            Avg. $45-75 per job
          </p>
        </div>
        {visitor && (
          // Not prefetched: the prefetch would be work while a phone starts the page (docs/performance.md).
          <ButtonLink
            href="/provider-onboarding"
            prefetch={false}
            className="bg-white text-green-900 hover:bg-green-50 sm:h-11 sm:px-6"
          >
            <UserPlus aria-hidden />
            Become a Provider
          </ButtonLink>
        )}
      </div>
    </section>
  );
}
