"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { useAuth } from "@/components/auth/auth-provider";
import { apiFetch } from "@/lib/client/api";
import { errorMessage } from "@/lib/client/errors";

type ClaimOptions = {
  /** Called before the sign-in dialog opens and after a successful claim: a drawer closes itself here. */
  onLeave?: () => void;
};

/** Claim Job with SPEC §8's messages: visitors are asked to sign in, homeowners told it is for providers. */
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
      toast.error("Provider Account Required", { description: "Only providers can claim jobs. Please register as a provider." });
      return;
    }
    setClaiming(true);
    try {
      await apiFetch(`/api/jobs/${jobId}/claim`, { method: "POST", fallbackError: "Failed to claim job" });
      toast.success("You have successfully claimed this job.", {
        action: { label: "My Active Jobs", onClick: () => router.push("/dashboard/provider?tab=active") },
      });
      onLeave?.();
      // SPEC §4: after a successful claim the jobs list is refreshed (the job leaves the open list).
      router.refresh();
    } catch (error) {
      toast.error(errorMessage(error, "Failed to claim job"));
      // Someone else may have taken it meanwhile: show the list as it is now.
      router.refresh();
    } finally {
      setClaiming(false);
    }
  }

  return { claim, claiming };
}
