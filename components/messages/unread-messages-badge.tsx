"use client";

import { MessageCircle } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { useUnreadMessages } from "./queries";

/** Marks a job card whose conversations hold messages the signed-in user has not read. */
export function UnreadMessagesBadge({ jobId }: { jobId: string }) {
  const unread = useUnreadMessages().data?.get(jobId) ?? 0;
  if (unread === 0) return null;
  return (
    <Badge variant="destructive">
      <MessageCircle aria-hidden />
      {unread} new {unread === 1 ? "message" : "messages"}
    </Badge>
  );
}
