"use client";

import { onDemand } from "@/components/ui/on-demand";

// The plans and the schedule are read in the browser on their own tabs: their code (forms, dialogs, schemas, the data
// layer's hooks) is fetched when a tab shows them, not with every dashboard page.
export const PlansPanel = onDemand(() => import("@/components/plans/plans-panel").then((module) => module.PlansPanel));
export const SchedulePanel = onDemand(() =>
  import("@/components/schedule/schedule-panel").then((module) => module.SchedulePanel),
);
