"use client";

import { useState } from "react";
import { useAuth } from "@/components/auth/auth-provider";
import { BidDrawer } from "@/components/bids/bid-drawer";
import { Button } from "@/components/ui/button";
import type { JobDto } from "@/lib/jobs/dto";
import { JobDetailDrawer } from "./job-detail-drawer";
import { useClaimJob } from "./use-claim-job";

/**
 * A job card's buttons (SPEC §2): View Details, and only while the job is open Claim Job (fixed) or Place Bid
 * (auction; its owner gets Review Bids instead).
 */
export function JobActions({ job }: { job: JobDto }) {
  const { user } = useAuth();
  const [panel, setPanel] = useState<"details" | "bids" | null>(null);
  const { claim, claiming } = useClaimJob(job.id);
  const onOpenChange = (open: boolean) => !open && setPanel(null);
  return (
    <>
      <Button variant="outline" onClick={() => setPanel("details")} aria-label={`View details of ${job.title}`}>
        View Details
      </Button>
      {job.status === "open" &&
        (job.price_type === "fixed" ? (
          <Button onClick={claim} disabled={claiming}>
            {claiming ? "Claiming..." : "Claim Job"}
          </Button>
        ) : (
          <Button onClick={() => setPanel("bids")}>{user?.id === job.user_id ? "Review Bids" : "Place Bid"}</Button>
        ))}
      <JobDetailDrawer job={job} open={panel === "details"} onOpenChange={onOpenChange} />
      {job.price_type === "auction" && <BidDrawer job={job} open={panel === "bids"} onOpenChange={onOpenChange} />}
    </>
  );
}
