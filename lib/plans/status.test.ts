import { describe, expect, it } from "vitest";
import { canPlan, canVisit, type PlanAction, type VisitAction } from "./status";

const planStatuses = ["active", "paused", "cancelled", "ended"] as const;
const visitStatuses = ["scheduled", "in_progress", "completed", "skipped", "cancelled", "missed"] as const;

// The whole rule set as a table: action -> the statuses it is allowed from.
const planTable: Record<PlanAction, string[]> = {
  pause: ["active"],
  resume: ["paused"],
  cancel: ["active", "paused"],
  giveNotice: ["active", "paused"],
  finish: ["active", "paused"],
};
const visitTable: Record<VisitAction, string[]> = {
  start: ["scheduled"],
  complete: ["in_progress"],
  skip: ["scheduled"],
  reschedule: ["scheduled"],
  declineReschedule: ["scheduled"],
  cancel: ["scheduled"],
  miss: ["scheduled", "in_progress"],
};

describe("plan transitions", () => {
  for (const [action, allowed] of Object.entries(planTable) as [PlanAction, string[]][]) {
    it.each(planStatuses)(`${action} from %s`, (status) => {
      expect(canPlan(action, status)).toBe(allowed.includes(status));
    });
  }
});

describe("visit transitions", () => {
  for (const [action, allowed] of Object.entries(visitTable) as [VisitAction, string[]][]) {
    it.each(visitStatuses)(`${action} from %s`, (status) => {
      expect(canVisit(action, status)).toBe(allowed.includes(status));
    });
  }
});
