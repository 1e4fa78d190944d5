import { describe, expect, it } from "vitest";
import { canBid, canEditJob, canJob, type BidAction, type JobAction } from "./status";

const jobStatuses = ["open", "offered", "claimed", "in_progress", "completed", "cancelled", "expired"] as const;
const bidStatuses = ["open", "accepted", "retracted", "expired", "lapsed"] as const;

// The whole rule set as a table: action -> the statuses it is allowed from.
const jobTable: Record<JobAction, string[]> = {
  claim: ["open"],
  acceptBid: ["open"],
  claimPlan: ["open"],
  acceptPlanBid: ["open"],
  acceptOffer: ["offered"],
  acceptPlanOffer: ["offered"],
  openOffer: ["offered"],
  cancel: ["open", "offered", "claimed", "in_progress"],
  withdraw: ["open"],
  start: ["claimed"],
  complete: ["in_progress"],
  endPlan: ["in_progress"],
  release: ["claimed"],
  lapse: ["claimed"],
  expire: ["open"],
};
const bidTable: Record<BidAction, string[]> = {
  accept: ["open"],
  retract: ["open"],
  expire: ["open"],
  releaseAccepted: ["accepted"],
  lapseAccepted: ["accepted"],
  reopen: ["expired"],
  withdraw: ["open", "expired"],
  cancelAccepted: ["accepted"],
};

describe("job transitions", () => {
  for (const [action, allowed] of Object.entries(jobTable) as [JobAction, string[]][]) {
    it.each(jobStatuses)(`${action} from %s`, (status) => {
      expect(canJob(action, status)).toBe(allowed.includes(status));
    });
  }
});

describe("bid transitions", () => {
  for (const [action, allowed] of Object.entries(bidTable) as [BidAction, string[]][]) {
    it.each(bidStatuses)(`${action} from %s`, (status) => {
      expect(canBid(action, status)).toBe(allowed.includes(status));
    });
  }
});

describe("editing a posting", () => {
  it.each(jobStatuses)("from %s", (status) => {
    expect(canEditJob(status)).toBe(status === "open");
  });
});
