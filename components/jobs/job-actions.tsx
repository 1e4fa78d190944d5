"use client";

import { useState } from "react";
import { useAuth } from "@/components/auth/auth-provider";
import { Button } from "@/components/ui/button";
import { BidDrawer } from "@/components/bids/bid-drawer";
import type { JobDto } from "@/lib/jobs/dto";
import { JobDetailDrawer } from "./job-detail-drawer";
import { useClaimJob } from "./use-claim-job";

/** A job card's buttons: View Details, and while the job is open Claim Job (fixed) or Place Bid (auction; the owner reviews bids). */
export function JobActions({ job }: { job: JobDto }) {
  const [details, setDetails] = useState(false);
  const [bids, setBids] = useState(false);
  const { claim, claiming } = useClaimJob(job.id);
  const { user } = useAuth();
  return (
    <>
      <Button variant="outline" onClick={() => setDetails(true)} aria-label={`View details of ${job.title}`}>
        View Details
      </Button>
      {job.status === "open" &&
        (job.price_type === "fixed" ? (
          <Button onClick={claim} disabled={claiming}>
            {claiming ? "Claiming..." : "Claim Job"}
          </Button>
        ) : (
          <Button onClick={() => setBids(true)}>{user?.id === job.user_id ? "Review Bids" : "Place Bid"}</Button>
        ))}
      <JobDetailDrawer job={job} open={details} onOpenChange={setDetails} />
      {job.price_type === "auction" && <BidDrawer job={job} open={bids} onOpenChange={setBids} />}
    </>
  );
}
