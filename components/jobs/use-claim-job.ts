"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { useAuth } from "@/components/auth/auth-provider";
import { apiFetch } from "@/lib/client/api";

/** Claim Job with SPEC §8's messages: visitors are asked to sign in, homeowners told it is for providers. */
export function useClaimJob(jobId: string) {
  const { user, openAuthDialog } = useAuth();
  const router = useRouter();
  const [claiming, setClaiming] = useState(false);

  async function claim() {
    if (!user) {
      toast.error("Authentication Required", { description: "Please log in to claim jobs" });
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
      toast.success("You have successfully claimed this job.");
      router.refresh();
    } catch (error) {
      toast.error((error as Error).message || "Failed to claim job");
    } finally {
      setClaiming(false);
    }
  }

  return { claim, claiming };
}
