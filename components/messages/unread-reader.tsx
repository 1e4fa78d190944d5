"use client";

import { useEffect } from "react";
import { withQueries } from "@/components/layout/query-provider";
import { useUnreadMessages } from "./queries";

/** Reads the unread counts for UnreadMessages (and keeps polling them), which loads it once the page has loaded. */
export const UnreadReader = withQueries(function UnreadReader({
  onRead,
}: {
  onRead: (counts: Map<string, number>) => void;
}) {
  const counts = useUnreadMessages().data;
  useEffect(() => {
    if (counts) onRead(counts);
  }, [counts, onRead]);
  return null;
});
