"use client";

import { useRouter } from "next/navigation";
import { toast } from "@/lib/client/toast";
import { useAuth } from "@/components/auth/auth-provider";
import { useClaimJobMutation } from "./queries";

type ClaimOptions = {
  /** Called before the sign-in dialog opens and after a successful claim: a drawer closes itself here. */
  onLeave?: () => void;
};

/** Claim Job with SPEC §8's messages: visitors are asked to sign in, homeowners told it is for providers. */
export function useClaimJob(jobId: string, { onLeave }: ClaimOptions = {}) {
  const { user, openAuthDialog } = useAuth();
  const router = useRouter();
  const mutation = useClaimJobMutation(jobId);

  function claim() {
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
    mutation.mutate(undefined, {
      onSuccess: () => {
        toast.success("You have successfully claimed this job.", {
          action: { label: "My Active Jobs", onClick: () => router.push("/dashboard/provider?tab=active") },
        });
        onLeave?.();
      },
    });
  }

  return { claim, claiming: mutation.isPending };
}
