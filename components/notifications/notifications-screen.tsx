"use client";

import { useState } from "react";
import Link from "next/link";
import { Bell, CheckCheck } from "lucide-react";
import { useAuth } from "@/components/auth/auth-provider";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { LoadError } from "@/components/ui/load-error";
import { Spinner } from "@/components/ui/spinner";
import type { NotificationDto } from "@/lib/notifications/dto";
import { NOTIFICATION_PAGE_SIZE, useMarkNotificationsRead, useNotifications } from "./queries";
import { formatRecentMoment } from "@/lib/format/dates";

function NotificationItem({ notification, onRead }: { notification: NotificationDto; onRead: (id: string) => void }) {
  const unread = !notification.read;
  const content = (
    <>
      <span className="flex items-baseline justify-between gap-3">
        <span className={cn("font-medium", unread && "font-semibold")}>{notification.title}</span>
        <time dateTime={notification.created_at} className="shrink-0 text-xs text-muted-foreground">
          {formatRecentMoment(notification.created_at)}
        </time>
      </span>
      <span className="text-sm break-words text-muted-foreground">{notification.body}</span>
    </>
  );
  return (
    <li
      className={cn(
        "flex items-start gap-3 rounded-lg border p-3",
        unread ? "border-primary/40 bg-primary/5" : "bg-card",
      )}
    >
      <span aria-hidden className={cn("mt-2 size-2 shrink-0 rounded-full", unread ? "bg-primary" : "bg-transparent")} />
      {notification.link ? (
        <Link
          href={notification.link}
          onClick={() => unread && onRead(notification.id)}
          className="grid min-w-0 flex-1 gap-1 rounded-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {unread && <span className="sr-only">Unread: </span>}
          {content}
        </Link>
      ) : (
        <div className="grid min-w-0 flex-1 gap-1">{content}</div>
      )}
      {unread && (
        <Button variant="ghost" size="sm" className="shrink-0" onClick={() => onRead(notification.id)}>
          Mark read<span className="sr-only">: {notification.title}</span>
        </Button>
      )}
    </li>
  );
}

/** The signed-in user's notifications, newest first, each linking to its job; mark one or all read. */
export function NotificationsScreen() {
  const { user } = useAuth();
  const [limit, setLimit] = useState(NOTIFICATION_PAGE_SIZE);
  const query = useNotifications(limit, { enabled: !!user });
  const markRead = useMarkNotificationsRead();

  if (!user) return <p className="text-muted-foreground">Please sign in to see your notifications.</p>;
  if (query.isPending) return <Spinner label="Loading notifications" />;
  if (query.isError && !query.data)
    return <LoadError message="Failed to load notifications" onRetry={query.refetch} retrying={query.isFetching} />;

  const { notifications, unread_count, pagination } = query.data;
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" role="status">
          {unread_count === 0 ? "You're all caught up." : `${unread_count} unread`}
        </p>
        <Button
          variant="outline"
          size="sm"
          disabled={unread_count === 0 || markRead.isPending}
          onClick={() => markRead.mutate({ all: true })}
        >
          <CheckCheck aria-hidden />
          Mark all read
        </Button>
      </div>
      {notifications.length === 0 ? (
        <div className="grid justify-items-center gap-2 rounded-xl border border-dashed p-10 text-center">
          <Bell className="size-6 text-muted-foreground" aria-hidden />
          <p className="text-muted-foreground">No notifications yet</p>
        </div>
      ) : (
        <ul className="grid gap-2" aria-label="Notifications, newest first">
          {notifications.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              onRead={(id) => markRead.mutate({ ids: [id] })}
            />
          ))}
        </ul>
      )}
      {pagination.hasMore && (
        <Button
          variant="outline"
          className="justify-self-center"
          disabled={query.isFetching}
          onClick={() => setLimit((current) => current + NOTIFICATION_PAGE_SIZE)}
        >
          {query.isFetching ? "Loading..." : "Show more"}
        </Button>
      )}
    </div>
  );
}
