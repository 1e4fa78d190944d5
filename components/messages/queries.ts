"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { useAuth } from "@/components/auth/auth-provider";
import { apiFetch, type ApiAnswer } from "@/lib/client/api";
import type { threadSummaryDtoSchema, threadViewSchema } from "@/lib/messages/dto";
import type { PostMessageInput } from "@/lib/messages/schemas";

export type ThreadView = z.infer<typeof threadViewSchema>;
export type ThreadSummary = z.infer<typeof threadSummaryDtoSchema>;
type ThreadsAnswer = ApiAnswer<"/api/jobs/{id}/messages", "GET">;

/** A new message shows on the other side within 5 seconds while the conversation is open. */
export const THREAD_POLL_MS = 3_000;
const UNREAD_POLL_MS = 15_000;

export const messageKeys = {
  all: ["messages"] as const,
  /** Per job, the caller's unread messages (job cards, My Lawns). */
  unread: ["messages", "unread"] as const,
  threads: (jobId: string) => ["messages", jobId, "threads"] as const,
  thread: (jobId: string, providerId: string | null) => ["messages", jobId, "thread", providerId] as const,
};

/** GET /api/jobs/{id}/messages answers the owner's list of conversations when no provider_id is given. */
const isThreadList = (answer: ThreadsAnswer) => "threads" in answer;

const threadCall = (jobId: string, providerId: string | null) => ({
  params: { id: jobId },
  query: { provider_id: providerId ?? undefined },
});

/** The owner's conversations about their job. */
export function useThreads(jobId: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: messageKeys.threads(jobId),
    queryFn: async () =>
      (
        await apiFetch("/api/jobs/{id}/messages", {
          params: { id: jobId },
          fallbackError: "Failed to load messages",
        }).then((answer) => (isThreadList(answer) ? answer : { threads: [] }))
      ).threads,
    enabled,
    refetchInterval: THREAD_POLL_MS,
  });
}

/** One conversation, polled while it is shown; reading it marks it read, so the unread marks refresh too. */
export function useThread(jobId: string, providerId: string | null, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: messageKeys.thread(jobId, providerId),
    queryFn: async (): Promise<ThreadView> => {
      const answer = await apiFetch("/api/jobs/{id}/messages", {
        ...threadCall(jobId, providerId),
        fallbackError: "Failed to load messages",
      });
      if (isThreadList(answer)) throw new Error("Failed to load messages");
      return answer;
    },
    enabled,
    refetchInterval: THREAD_POLL_MS,
  });
}

export function useSendMessage(jobId: string, providerId: string | null) {
  return useMutation({
    mutationFn: (input: PostMessageInput) =>
      apiFetch("/api/jobs/{id}/messages", { method: "POST", ...threadCall(jobId, providerId), json: input }),
    meta: {
      failure: { fallback: "Failed to send message" },
      invalidates: [messageKeys.thread(jobId, providerId), messageKeys.threads(jobId)],
    },
  });
}

/** job id → unread messages for the signed-in user. */
export function useUnreadMessages() {
  const { user } = useAuth();
  return useQuery({
    queryKey: messageKeys.unread,
    queryFn: async () => {
      const { jobs } = await apiFetch("/api/messages/unread");
      return new Map(jobs.map((job) => [job.job_id, job.unread_count]));
    },
    enabled: !!user,
    refetchInterval: UNREAD_POLL_MS,
  });
}
