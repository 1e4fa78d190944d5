"use client";

import { createContext, use, useState, type ReactNode } from "react";
import { MessageCircle } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { onDemand } from "@/components/ui/on-demand";
import { useAfterLoad } from "@/components/ui/use-after-load";

// The reader and the data layer it needs come after the page has loaded: the cards show without them.
const UnreadReader = onDemand(() => import("./unread-reader").then((module) => module.UnreadReader));

// Null outside UnreadMessages; the counts once read.
const UnreadContext = createContext<{ counts: Map<string, number> | undefined } | null>(null);

/**
 * The signed-in user's unread messages, read once for a list of job cards (a dozen badges each observing the query
 * would each subscribe while the page hydrates), and only once the page has loaded: the marks are not what a phone
 * should spend its start on.
 */
export function UnreadMessages({ children }: { children: ReactNode }) {
  const [counts, setCounts] = useState<Map<string, number>>();
  const loaded = useAfterLoad();
  return (
    <UnreadContext value={{ counts }}>
      {children}
      {loaded && <UnreadReader onRead={setCounts} />}
    </UnreadContext>
  );
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
