"use client";

import {
  CalendarClock,
  CalendarDays,
  Gavel,
  MapPin,
  MessageSquareQuote,
  Ruler,
  Star,
  Tag,
  type LucideIcon,
} from "lucide-react";

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

/**
 * The cards' icons, drawn once per grid and referenced from each card (JobCard's CardIcon). A client component so
 * the RSC payload names it instead of carrying every path (the markup has them once, from the server render).
 */
export function JobCardIcons() {
  return (
    <svg aria-hidden className="absolute size-0 overflow-hidden">
      {Object.entries(ICONS).map(([name, Icon]) => (
        <symbol key={name} id={`job-card-${name}`} viewBox="0 0 24 24">
          {/* The rating's star takes its fill from where it is used (Rating's STAR_CLASS); the rest are outlines. */}
          <Icon fill={name === "star" ? "inherit" : "none"} />
        </symbol>
      ))}
    </svg>
  );
}
