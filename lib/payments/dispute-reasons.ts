import type { DisputeReason } from "@/lib/generated/prisma/enums";

/** Each reason a homeowner may give for disputing completed work, as they pick it. */
export const DISPUTE_REASON_LABELS: Record<DisputeReason, string> = {
  not_done: "The work was not done",
  poor_quality: "The work was poorly done",
  damage: "Something was damaged",
  wrong_price: "The price is not what we agreed",
  other: "Something else",
};
