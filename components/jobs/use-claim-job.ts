"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/lib/client/toast";
import { useAuth } from "@/components/auth/auth-provider";

export const CLAIM_FAILED = "Failed to claim job";

type ClaimOptions = {
  /** Called before the sign-in dialog opens and after a successful claim: a drawer closes itself here. */
  onLeave?: () => void;
};

/**
 * Claim Job with SPEC §8's messages: visitors are asked to sign in, homeowners told it is for providers. A provider's
 * claim loads the data layer with it (components/jobs/job-data.ts), so a card's buttons need none to show.
 */
export function useClaimJob(jobId: string, { onLeave }: ClaimOptions = {}) {
  const { user, openAuthDialog } = useAuth();
  const router = useRouter();
  const [claiming, setClaiming] = useState(false);

  async function claim() {
    if (!user) {
      toast.error("Authentication Required", { description: "Please log in to claim jobs" });
      onLeave?.();
      openAuthDialog("signin");
      return;
    }
    if (user.role !== "provider") {
      toast.error("Provider Account Required", {
        description: "Only providers can claim jobs. Please register as a provider.",
      });
      return;
    }
    setClaiming(true);
    try {
      const { claimJob } = await import("./job-data").catch((error: unknown) => {
        toast.error(CLAIM_FAILED); // offline for a moment: the claim's code did not arrive
        throw error;
      });
      await claimJob(jobId, { refreshPage: () => router.refresh() });
    } catch {
      return; // the claim's failure toast is the client's (its meta)
    } finally {
      setClaiming(false);
    }
    toast.success("You have successfully claimed this job.", {
      action: { label: "My Active Jobs", onClick: () => router.push("/dashboard/provider?tab=active") },
    });
    onLeave?.();
  }

  return { claim, claiming };
}
