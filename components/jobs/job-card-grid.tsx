import type { ReactNode } from "react";
import { JobCardIcons } from "./job-card-icons";

/** A dashboard's first row on a wide screen: the cards whose photos load at once (JobCard's `eager`). */
export const FIRST_ROW = 3;

/** The cards in columns, with the icons they draw (a dozen cards would otherwise repeat every path). */
export function JobCardGrid({ children }: { children: ReactNode }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      <JobCardIcons />
      {children}
    </div>
  );
}
