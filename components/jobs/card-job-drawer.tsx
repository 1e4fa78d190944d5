"use client";

import { useEffect, useRef } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { withQueries } from "@/components/layout/query-provider";
import type { CardJob } from "./card-job";
import { JobDetailDrawer } from "./job-detail-drawer";
import { jobKeys, useJob } from "./queries";

type CardJobDrawerProps = { job: CardJob; open: boolean; onOpenChange(open: boolean): void };

/** A card's detail drawer on the whole job (JobActions loads it once opened); it follows the card when the page renders again. */
function CardJobDrawerBody({ job, open, onOpenChange }: CardJobDrawerProps) {
  const { data } = useJob(job.id, { enabled: true, toastFailure: true });
  const queryClient = useQueryClient();
  // A page refresh (after a bid, a claim, a review) renders the card with a new `job`: the drawer's copy is stale.
  const shown = useRef(job);
  useEffect(() => {
    if (shown.current === job) return;
    shown.current = job;
    void queryClient.invalidateQueries({ queryKey: jobKeys.detail(job.id), exact: true });
  }, [job, queryClient]);
  // The distance is from the listing's centre, which only the page knows.
  return data ? (
    <JobDetailDrawer job={{ ...data, distance_miles: job.distance_miles }} open={open} onOpenChange={onOpenChange} />
  ) : null;
}

export const CardJobDrawer = withQueries(CardJobDrawerBody);
