"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { useAuth } from "@/components/auth/auth-provider";
import { apiFetch } from "@/lib/client/api";
import type { MessageDto } from "@/lib/messages/dto";
import type { PostMessageInput } from "@/lib/messages/schemas";

export type ThreadView = {
  thread: {
    id: string | null;
    job_id: string;
    provider_id: string;
    provider_name: string;
    can_write: boolean;
    contact_details_masked: boolean;
  };
  messages: MessageDto[];
  pagination: { total: number; limit: number; skip: number; hasMore: boolean };
};

export type ThreadSummary = {
  id: string;
  job_id: string;
  provider_id: string;
  provider_name: string;
  last_message_at: string;
  last_message: MessageDto | null;
  unread_count: number;
};

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

const threadPath = (jobId: string, providerId: string | null) =>
  `/api/jobs/${jobId}/messages${providerId ? `?provider_id=${encodeURIComponent(providerId)}` : ""}`;

/** The owner's conversations about their job. */
export function useThreads(jobId: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: messageKeys.threads(jobId),
    queryFn: async () =>
      (
        await apiFetch<{ threads: ThreadSummary[] }>(`/api/jobs/${jobId}/messages`, {
          fallbackError: "Failed to load messages",
        })
      ).threads,
    enabled,
    refetchInterval: THREAD_POLL_MS,
  });
}

/** One conversation, polled while it is shown; reading it marks it read, so the unread marks refresh too. */
export function useThread(jobId: string, providerId: string | null, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: messageKeys.thread(jobId, providerId),
    queryFn: () => apiFetch<ThreadView>(threadPath(jobId, providerId), { fallbackError: "Failed to load messages" }),
    enabled,
    refetchInterval: THREAD_POLL_MS,
  });
}

export function useSendMessage(jobId: string, providerId: string | null) {
  return useMutation({
    mutationFn: (input: PostMessageInput) =>
      apiFetch<{ message: MessageDto }>(threadPath(jobId, providerId), { method: "POST", json: input }),
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
      const { jobs } = await apiFetch<{ jobs: { job_id: string; unread_count: number }[] }>("/api/messages/unread");
      return new Map(jobs.map((job) => [job.job_id, job.unread_count]));
    },
    enabled: !!user,
    refetchInterval: UNREAD_POLL_MS,
  });
}
