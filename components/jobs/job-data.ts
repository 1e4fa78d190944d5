import { MutationObserver } from "@tanstack/react-query";
import { appQueryClient } from "@/lib/client/query-client";
import { claimJobMutation, jobQuery } from "./queries";

// What a job card's buttons run through TanStack Query, loaded on first use (intent, or a claim): a page of cards
// paints and hydrates without the data layer. The app's one client, so its meta (toasts, refresh) applies as anywhere.

type PageRefresh = { refreshPage(): void };

/** Starts reading a job before its drawer is asked for (a pointer over, or focus on, its button); a failure is left to the drawer's read. */
export function prefetchJob(jobId: string, page: PageRefresh) {
  void appQueryClient(page).prefetchQuery(jobQuery(jobId));
}

/** Claims the job; settles once the lists it changed are read again (useMutation's isPending, without a component). */
export function claimJob(jobId: string, page: PageRefresh) {
  return new MutationObserver(appQueryClient(page), claimJobMutation(jobId)).mutate();
}
