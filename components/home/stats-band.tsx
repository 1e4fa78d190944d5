import { CircleCheck, Star, Users } from "lucide-react";

// SPEC §1/§9: static marketing figures.
const STATS = [
  { value: "500+", label: "Jobs Completed", icon: CircleCheck },
  { value: "4.8", label: "Average Rating", icon: Star },
  { value: "150+", label: "Active Providers", icon: Users },
];

export function StatsBand() {
  return (
    <section aria-label="LawnLink in numbers" className="border-b bg-card">
      <dl className="mx-auto grid max-w-6xl grid-cols-3 divide-x px-2 py-8 sm:px-6">
        {STATS.map(({ value, label, icon: Icon }) => (
          <div key={label} className="flex flex-col-reverse items-center gap-1 px-2 text-center">
            <dt className="text-xs text-muted-foreground sm:text-sm">{label}</dt>
            <dd className="flex items-center gap-2 text-2xl font-bold text-primary sm:text-3xl">
              <Icon className="hidden size-6 sm:block" aria-hidden />
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
