"use client";

import { createContext, use, type ReactNode } from "react";
import { MessageCircle } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { useUnreadMessages } from "./queries";

// Null outside UnreadMessages; the counts once read.
const UnreadContext = createContext<{ counts: Map<string, number> | undefined } | null>(null);

/**
 * The signed-in user's unread messages, read once for a list of job cards: a dozen badges each observing the query
 * would each subscribe while the page hydrates.
 */
export function UnreadMessages({ children }: { children: ReactNode }) {
  const counts = useUnreadMessages().data;
  return <UnreadContext value={{ counts }}>{children}</UnreadContext>;
}

/** Marks a job card (within UnreadMessages) whose conversations hold messages the signed-in user has not read. */
export function UnreadMessagesBadge({ jobId }: { jobId: string }) {
  const unread = use(UnreadContext);
  if (!unread) throw new Error("UnreadMessagesBadge must be used within UnreadMessages");
  const count = unread.counts?.get(jobId) ?? 0;
  if (count === 0) return null;
  return (
    <Badge variant="destructive">
      <MessageCircle aria-hidden />
      {count} new {count === 1 ? "message" : "messages"}
    </Badge>
  );
}
