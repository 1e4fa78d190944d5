import { describe, expect, it } from "vitest";
import { claimLapsesAt } from "./claims";
import { endOfNeededBy, neededByDate, neededByWindow } from "./needed-by";

describe("needed-by window", () => {
  it("runs from today where it is earliest to 60 days after today where it is latest", () => {
    // 15:00 UTC on 10 March: still the 10th at UTC-12, already the 11th at UTC+14.
    expect(neededByWindow(new Date("2026-03-10T15:00:00Z"))).toEqual({ min: "2026-03-10", max: "2026-05-10" });
    // 05:00 UTC: still the 9th somewhere.
    expect(neededByWindow(new Date("2026-03-10T05:00:00Z"))).toEqual({ min: "2026-03-09", max: "2026-05-09" });
  });

  it("ends a date once it has ended everywhere (noon UTC the next day)", () => {
    expect(endOfNeededBy(neededByDate("2026-03-10")!)).toEqual(new Date("2026-03-11T12:00:00Z"));
  });
});

describe("claim lapse deadline", () => {
  const claimedAt = new Date("2026-03-10T15:00:00Z");
  it("is 72 hours after the claim without a date, or when the date ends sooner", () => {
    expect(claimLapsesAt(claimedAt, null)).toEqual(new Date("2026-03-13T15:00:00Z"));
    expect(claimLapsesAt(claimedAt, neededByDate("2026-03-11"))).toEqual(new Date("2026-03-13T15:00:00Z"));
  });
  it("is the end of the date needed when that is later", () => {
    expect(claimLapsesAt(claimedAt, neededByDate("2026-03-13"))).toEqual(new Date("2026-03-14T12:00:00Z"));
  });
});
