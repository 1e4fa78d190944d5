"use client";

import { useState } from "react";
import { Ban } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useBlockUser } from "./queries";

type BlockButtonProps = {
  user: { id: string; name: string };
  /** What the other side is to the viewer ('homeowner', 'provider'): the button reads 'Block this homeowner'. */
  kind: "homeowner" | "provider";
  /** After the block: a drawer closes, since the job in it is no longer the viewer's to see. */
  onBlocked?(): void;
};

/**
 * 'Block this homeowner' / 'Block this provider', asked first. The blocked side is not told; the blocker can unblock
 * from their profile's Blocked tab.
 */
export function BlockButton({ user, kind, onBlocked }: BlockButtonProps) {
  const [open, setOpen] = useState(false);
  const block = useBlockUser();
  const effect =
    kind === "homeowner"
      ? "Their postings leave your lists, and neither of you can message, bid or claim with the other."
      : "They will no longer see your postings, and neither of you can message, bid or claim with the other.";
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="sm" className="w-fit text-muted-foreground">
          <Ban aria-hidden />
          Block this {kind}
        </Button>
      }
      open={open}
      onOpenChange={setOpen}
      title={`Block ${user.name}?`}
      description={`${effect} Jobs already agreed between you go on. They are not told.`}
      busy={block.isPending}
      cancelLabel="Cancel"
      confirmLabel="Block"
      busyLabel="Blocking..."
      onConfirm={() =>
        block.mutate(user, {
          onSettled: () => setOpen(false),
          onSuccess: () => onBlocked?.(),
        })
      }
    />
  );
}
