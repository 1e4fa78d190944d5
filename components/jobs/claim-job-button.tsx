"use client";

import { useState } from "react";
import { useAuth } from "@/components/auth/auth-provider";
import { Button } from "@/components/ui/button";
import { onDemand } from "@/components/ui/on-demand";
import { useOpenedOnce } from "@/components/ui/use-opened";
import { formatPrice } from "./format";
import { useClaimJob } from "./use-claim-job";

// Loaded when first asked: most cards are never claimed.
const ConfirmDialog = onDemand(() => import("@/components/ui/confirm-dialog").then((module) => module.ConfirmDialog));
const PayoutNote = onDemand(() => import("@/components/payments/payout-note").then((module) => module.PayoutNote));

type ClaimJobButtonProps = {
  /** A request to this provider alone (status 'offered') is accepted: the same claim, in its own words. */
  job: { id: string; title: string; price_estimate: number | null; status: string };
  /** Called before the sign-in dialog opens and after a successful claim: a drawer closes itself here. */
  onLeave?: () => void;
};

/**
 * Claim Job, asked about first: a claim commits the provider to the work, so one click (or a stray Enter) must not
 * make it. Visitors and homeowners are told at once what they need; only a provider sees the question.
 */
export function ClaimJobButton({ job, onLeave }: ClaimJobButtonProps) {
  const { user } = useAuth();
  const { claim, claiming } = useClaimJob(job.id, { onLeave });
  const [asking, setAsking] = useState(false);
  const asked = useOpenedOnce(asking);
  const request = job.status === "offered";
  return (
    <>
      <Button onClick={() => (user?.role === "provider" ? setAsking(true) : void claim())} disabled={claiming}>
        {claiming ? "Claiming..." : request ? "Accept Request" : "Claim Job"}
      </Button>
      {asked && (
        <ConfirmDialog
          open={asking}
          onOpenChange={setAsking}
          title={request ? "Accept this request?" : "Claim this job?"}
          description={
            <>
              You take <span className="font-medium text-foreground">{job.title}</span> at{" "}
              {formatPrice(job.price_estimate)}: the homeowner is told, and you start the work before the claim lapses
              or release it. <PayoutNote price={job.price_estimate} className="font-medium text-foreground" />
            </>
          }
          busy={claiming}
          cancelLabel="Not Now"
          confirmLabel="Confirm Claim"
          busyLabel="Claiming..."
          confirmVariant="default"
          onConfirm={() => void claim().finally(() => setAsking(false))}
        />
      )}
    </>
  );
}
