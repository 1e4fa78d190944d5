import "server-only";
import { violatesConstraint } from "@/lib/db/violates-constraint";

// What the triggers on "Job" that count a provider's claimed jobs waiting to start (User.claimsWaiting) name when an
// assignment would take the count past MAX_OPEN_CLAIMS: migration claims_waiting.
const CLAIM_CAP_CONSTRAINT = "User_claimsWaiting_cap";

/** Whether an assignment failed because it would take its provider past the cap. */
export const isPastClaimCap = (error: unknown) => violatesConstraint(error, CLAIM_CAP_CONSTRAINT);
