import type { ReactNode } from "react";
import { CalendarClock, CalendarDays, Gavel, MapPin, MessageSquareQuote, Ruler, Star, Tag, type LucideIcon } from "lucide-react";

// The cards' icons are drawn once per grid and referenced from each card (JobCard's CardIcon): a dozen cards would
// otherwise repeat every path in the markup and again in the RSC payload.
const ICONS = {
  tag: Tag,
  gavel: Gavel,
  quote: MessageSquareQuote,
  pin: MapPin,
  posted: CalendarDays,
  due: CalendarClock,
  area: Ruler,
  star: Star,
} satisfies Record<string, LucideIcon>;

export type CardIconName = keyof typeof ICONS;

/** A dashboard's first row on a wide screen: the cards whose photos load at once (JobCard's `eager`). */
export const FIRST_ROW = 3;

/** The cards in columns, with the icons they draw. */
export function JobCardGrid({ children }: { children: ReactNode }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      <svg aria-hidden className="absolute size-0 overflow-hidden">
        {Object.entries(ICONS).map(([name, Icon]) => (
          <symbol key={name} id={`job-card-${name}`} viewBox="0 0 24 24">
            {/* The rating's star takes its fill from where it is used (Rating's STAR_CLASS); the rest are outlines. */}
            <Icon fill={name === "star" ? "inherit" : "none"} />
          </symbol>
        ))}
      </svg>
      {children}
    </div>
  );
}
