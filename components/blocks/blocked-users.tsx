"use client";

import { UserX } from "lucide-react";
import { UserAvatar } from "@/components/profile/user-avatar";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { LoadError } from "@/components/ui/load-error";
import { Spinner } from "@/components/ui/spinner";
import { formatDate } from "@/components/jobs/format";
import { useBlocks, useUnblockUser } from "./queries";

/** The profile's Blocked tab: the users the viewer has blocked, each with Unblock. */
export function BlockedUsers() {
  const query = useBlocks();
  const unblock = useUnblockUser();
  const blocks = query.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Blocked</CardTitle>
        <CardDescription>
          People you blocked cannot see your postings or message, bid, claim or book with you, nor you with them. They
          are not told.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {!blocks ? (
          query.isError ? (
            <LoadError message="Failed to load blocked users" onRetry={query.refetch} retrying={query.isFetching} />
          ) : (
            <Spinner label="Loading blocked users…" />
          )
        ) : blocks.length === 0 ? (
          <div className="grid justify-items-center gap-2 rounded-lg border border-dashed p-8 text-center">
            <UserX className="size-8 text-muted-foreground" aria-hidden />
            <p className="font-medium">You have not blocked anyone</p>
          </div>
        ) : (
          <ul className="grid gap-3" aria-label="Blocked users">
            {blocks.map((block) => {
              const user = { id: block.user_id, name: block.full_name };
              const pending = unblock.isPending && unblock.variables?.id === user.id;
              return (
                <li key={block.user_id} className="flex flex-wrap items-center gap-3 rounded-lg border p-3">
                  <UserAvatar name={block.full_name} photoUrl={block.photo_url} className="size-10" />
                  <div className="grid min-w-0 flex-1 gap-0.5">
                    <p className="truncate font-medium">{block.full_name}</p>
                    <p className="text-xs text-muted-foreground">
                      {block.role === "provider" ? "Provider" : "Homeowner"} · blocked {formatDate(block.blocked_at)}
                    </p>
                  </div>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={pending}
                    aria-label={`Unblock ${block.full_name}`}
                    onClick={() => unblock.mutate(user)}
                  >
                    {pending ? "Unblocking..." : "Unblock"}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
