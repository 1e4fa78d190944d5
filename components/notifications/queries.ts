"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { useAuth } from "@/components/auth/auth-provider";
import { apiFetch, type ApiAnswer } from "@/lib/client/api";
import type { MarkReadInput } from "@/lib/notifications/schemas";

export type NotificationPage = ApiAnswer<"/api/notifications", "GET">;

/** The badge's count is at most this old while the app is open. */
export const NOTIFICATION_POLL_MS = 15_000;
export const NOTIFICATION_PAGE_SIZE = 20;

export const notificationKeys = {
  all: ["notifications"] as const,
  /** The unread count behind the navigation badge. */
  unread: ["notifications", "unread"] as const,
  page: (limit: number) => ["notifications", "list", limit] as const,
};

/** The signed-in user's unread count, polled while the app is open (signed out: nothing is fetched). */
export function useUnreadNotificationCount() {
  const { user } = useAuth();
  return useQuery({
    queryKey: notificationKeys.unread,
    queryFn: async () => (await apiFetch("/api/notifications", { query: { limit: 1, unread: true } })).unread_count,
    enabled: !!user,
    refetchInterval: NOTIFICATION_POLL_MS,
  });
}

/** The newest `limit` notifications (the list grows by raising the limit: "Show more"). */
export function useNotifications(limit: number, { enabled }: { enabled: boolean }) {
  return useQuery({
    enabled,
    queryKey: notificationKeys.page(limit),
    queryFn: () =>
      apiFetch("/api/notifications", {
        query: { limit },
        fallbackError: "Failed to load notifications",
      }),
    refetchInterval: NOTIFICATION_POLL_MS,
    placeholderData: (previous) => previous,
  });
}

export function useMarkNotificationsRead() {
  return useMutation({
    mutationFn: (input: MarkReadInput) => apiFetch("/api/notifications/read", { method: "POST", json: input }),
    meta: { failure: { fallback: "Failed to mark notifications read" }, invalidates: [notificationKeys.all] },
  });
}
